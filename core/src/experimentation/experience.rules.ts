import { visibleBlocks, type ContentBlockLike } from '../content/block-visibility.rules';

/** §3 Experience. */
export interface ExperienceVariant<B> {
  readonly name: string;
  readonly variantId: string;
  readonly targets: readonly B[];
}

export interface Experience<B> {
  readonly experienceId: string;
  readonly baselines: readonly B[];
  readonly variants: readonly ExperienceVariant<B>[];
  readonly trackingEvent?: string;
}

/** §3 "experienceId (the last underscore-separated segment is the decision key)". */
export const experienceDecisionKey = (experienceId: string): string => experienceId.slice(experienceId.lastIndexOf('_') + 1);

/**
 * The variant id a decision names. The browser-global decision value is read by the experience key and may be the
 * variant id itself or an object carrying `variantId`; anything else is no decision.
 */
export function decidedVariantId(decisions: Readonly<Record<string, unknown>> | undefined, experienceId: string): string | undefined {
  if (decisions === undefined) return undefined;
  const key = experienceDecisionKey(experienceId);
  if (!Object.prototype.hasOwnProperty.call(decisions, key)) return undefined;
  const value = decisions[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'variantId' in value && typeof value.variantId === 'string') return value.variantId;
  return undefined;
}

export type ExperienceView<B> =
  | { readonly source: 'baseline'; readonly blocks: readonly B[]; readonly hidden: boolean }
  | { readonly source: 'variant'; readonly variant: ExperienceVariant<B>; readonly blocks: readonly B[]; readonly hidden: boolean };

export interface ExperienceInputs {
  /** Decisions that have arrived so far (undefined until the first answer). */
  readonly decisions?: Readonly<Record<string, unknown>>;
  /** Variant ids forced by the test context (p13n_testcontext). */
  readonly testVariants?: readonly string[];
}

/**
 * §4 "Experience: baseline content shows until a personalisation decision arrives. A non-baseline variant then
 * shows and the baseline hides. A test-context override picks the variant by id." A decision naming no variant of
 * this experience keeps the baseline. Empty blocks are dropped; with none left the experience hides.
 */
export function resolveExperience<B extends ContentBlockLike>(experience: Experience<B>, inputs: ExperienceInputs): ExperienceView<B> {
  const byId = (id: string | undefined) => (id === undefined ? undefined : experience.variants.find((v) => v.variantId === id));
  const forced = (inputs.testVariants ?? []).map(byId).find((variant) => variant !== undefined);
  const variant = forced ?? byId(decidedVariantId(inputs.decisions, experience.experienceId));
  if (variant) {
    const blocks = visibleBlocks(variant.targets);
    return { source: 'variant', variant, blocks, hidden: blocks.length === 0 };
  }
  const blocks = visibleBlocks(experience.baselines);
  return { source: 'baseline', blocks, hidden: blocks.length === 0 };
}
