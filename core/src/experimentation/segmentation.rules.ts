import { visibleBlocks, type ContentBlockLike } from '../content/block-visibility.rules';

/**
 * §6 "Segmentation conditions: logged out, logged in, loyalty member, non-loyalty logged in, employee, non-employee,
 * cart empty, cart not empty, and profile types ipa-wranx, wranx, ipa, athletes, each with a non- counterpart."
 * A segment's id names its condition.
 */
export const SEGMENT_CONDITIONS = [
  'logged-out', 'logged-in', 'loyalty-member', 'non-loyalty-logged-in', 'employee', 'non-employee', 'cart-empty', 'cart-not-empty',
  'ipa-wranx', 'non-ipa-wranx', 'wranx', 'non-wranx', 'ipa', 'non-ipa', 'athletes', 'non-athletes',
] as const;
export type SegmentCondition = (typeof SEGMENT_CONDITIONS)[number];

export interface SegmentContext {
  readonly loggedIn: boolean;
  readonly loyaltyMember: boolean;
  readonly employee: boolean;
  readonly cartItemCount: number;
  /** The profile's identity types, e.g. IPA, WRANX, ATHLETE (any case). */
  readonly profileTypes: readonly string[];
}

const hasType = (context: SegmentContext, type: string): boolean => context.profileTypes.some((t) => t.trim().toUpperCase() === type);

const PROFILE_TYPE_CONDITIONS: Readonly<Record<'ipa-wranx' | 'wranx' | 'ipa' | 'athletes', (c: SegmentContext) => boolean>> = {
  /** Any prosumer: IPA or Wranx (commerce-core §6 "Prosumer: identity types Wranx or IPA"). */
  'ipa-wranx': (c) => hasType(c, 'IPA') || hasType(c, 'WRANX'),
  wranx: (c) => hasType(c, 'WRANX'),
  ipa: (c) => hasType(c, 'IPA'),
  athletes: (c) => hasType(c, 'ATHLETE') || hasType(c, 'ATHLETES'),
};

/** Whether a condition holds; an unknown condition never does. */
export function segmentConditionHolds(condition: string, context: SegmentContext): boolean {
  switch (condition) {
    case 'logged-out': return !context.loggedIn;
    case 'logged-in': return context.loggedIn;
    case 'loyalty-member': return context.loggedIn && context.loyaltyMember;
    case 'non-loyalty-logged-in': return context.loggedIn && !context.loyaltyMember;
    case 'employee': return context.employee;
    case 'non-employee': return !context.employee;
    case 'cart-empty': return context.cartItemCount <= 0;
    case 'cart-not-empty': return context.cartItemCount > 0;
    default: {
      const negated = condition.startsWith('non-');
      const type = negated ? condition.slice(4) : condition;
      if (!Object.prototype.hasOwnProperty.call(PROFILE_TYPE_CONDITIONS, type)) return false;
      const holds = PROFILE_TYPE_CONDITIONS[type as keyof typeof PROFILE_TYPE_CONDITIONS](context);
      return negated ? !holds : holds;
    }
  }
}

/** §3 Segmentation. */
export interface Segment<B> {
  readonly id: string;
  readonly targets: readonly B[];
}
export interface Segmentation<B> {
  readonly segments: readonly Segment<B>[];
  readonly baselines: readonly B[];
}

export type SegmentationView<B> =
  | { readonly source: 'segment'; readonly segment: Segment<B>; readonly blocks: readonly B[] }
  | { readonly source: 'baseline'; readonly blocks: readonly B[] };

/**
 * §4 "Segmentation: picks the segment from a test override, else the first segment whose condition is true;
 * otherwise shows the baseline."
 */
export function selectSegment<B extends ContentBlockLike>(
  segmentation: Segmentation<B>,
  inputs: { readonly context: SegmentContext; readonly testVariants?: readonly string[] },
): SegmentationView<B> {
  const forced = (inputs.testVariants ?? [])
    .map((id) => segmentation.segments.find((segment) => segment.id === id))
    .find((segment) => segment !== undefined);
  const segment = forced ?? segmentation.segments.find((s) => segmentConditionHolds(s.id, inputs.context));
  if (segment) return { source: 'segment', segment, blocks: visibleBlocks(segment.targets) };
  return { source: 'baseline', blocks: visibleBlocks(segmentation.baselines) };
}
