import { z } from 'zod';
import { channelSchema, siteIdSchema } from './common.contract';

/**
 * Issue 12 §1/§2, storefront-experience §7 "Personalisation decision", "Experimentation" and the web-vitals ingest:
 * the decide call, the experimentation datafile and its event log, the performance measures. Helper F.
 */

const token = (max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9._:-]{1,${max}}$`), `letters, digits and . _ : - (at most ${max})`);

export const brandParamsSchema = z.strictObject({ brand: z.string().regex(/^[a-z0-9-]{1,40}$/, 'a brand id (lower-case letters, digits, -)') });

/** An experience's decision key (the last underscore-separated segment of its experienceId, §3). */
export const experienceKeySchema = z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'an experience key (letters, digits, -)');

/** §7 decide events: the page viewed, the experiences on it asking for a decision, the recommendation cards shown. */
export const decideEventSchema = z.discriminatedUnion('eventType', [
  z.strictObject({ eventType: z.literal('monetate:context:PageView'), pageType: token(40), url: z.string().max(500).optional() }),
  /** experienceKeys: the experiences on the page, by experienceId (or already by decision key). */
  z.strictObject({ eventType: z.literal('monetate:decision:DecisionRequest'), requestId: token(64), experienceKeys: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'an experienceId (letters, digits, _ and -)')).max(20) }),
  z.strictObject({ eventType: z.literal('monetate:record:RecImpressions'), recTokens: z.array(z.string().min(1).max(200)).min(1).max(50) }),
]);
export type DecideEvent = z.infer<typeof decideEventSchema>;

export const decideRequestSchema = z.strictObject({
  /** The shopper's customer id, when the storefront knows it (the token's principal decides; this is for logs). */
  customerId: z.string().max(64).optional(),
  channel: channelSchema,
  events: z.array(decideEventSchema).min(1).max(10),
  /** The visitor id the storefront keeps in a first-party cookie. */
  monetateId: token(128),
});
export type DecideRequest = z.infer<typeof decideRequestSchema>;

export const decideActionSchema = z.object({
  actionType: z.literal('monetate:action:OmniChannelJson'),
  experienceKey: experienceKeySchema,
  variantId: z.string().min(1).max(100),
  /** The §6 condition that chose the variant (`everyone` for a catch-all rule). */
  condition: z.string().min(1).max(40),
  impressionId: z.string().min(1).max(200),
});
export type DecideAction = z.infer<typeof decideActionSchema>;
/** The caller's §6 segment as the engine sees it (principal, consumer, basket), for the storefront's segmentation blocks. */
export const decideSegmentSchema = z.object({
  loggedIn: z.boolean(), loyaltyMember: z.boolean(), employee: z.boolean(), cartItemCount: z.number().int().nonnegative(),
  profileTypes: z.array(z.string().max(40)).max(10),
});
export const decideResponseSchema = z.object({
  responses: z.array(z.object({ requestId: z.string(), actions: z.array(decideActionSchema) })),
  segment: decideSegmentSchema.optional(),
});
export type DecideResponse = z.infer<typeof decideResponseSchema>;

export const datafileParamsSchema = z.strictObject({ sdkKey: token(64) });

/** The Optimizely datafile (version 4) as served: every field typed (the contract checks each one). */
const variableValueSchema = z.object({ id: z.string(), value: z.string() });
/** Audience conditions: an operator ('and' / 'or' / 'not') then audience ids or nested conditions. */
type AudienceConditions = readonly (string | AudienceConditions)[];
const audienceConditionsSchema: z.ZodType<AudienceConditions> = z.array(z.union([z.string(), z.lazy(() => audienceConditionsSchema)]));
const emptyList = z.array(z.never()).max(0);
export const experimentationDatafileSchema = z.object({
  version: z.literal('4'),
  accountId: z.string(),
  projectId: z.string(),
  revision: z.string(),
  environmentKey: z.string().optional(),
  sdkKey: z.string().optional(),
  anonymizeIP: z.boolean().optional(),
  botFiltering: z.boolean().optional(),
  sendFlagDecisions: z.boolean().optional(),
  experiments: z.array(z.object({
    id: z.string(), key: z.string(), status: z.string(), layerId: z.string(),
    variations: z.array(z.object({ id: z.string(), key: z.string(), variables: z.array(variableValueSchema).optional(), featureEnabled: z.boolean().optional() })),
    trafficAllocation: z.array(z.object({ entityId: z.string(), endOfRange: z.number().int().min(0).max(10_000) })),
    audienceIds: z.array(z.string()),
    audienceConditions: audienceConditionsSchema.optional(),
    forcedVariations: z.record(z.string(), z.string()).optional(),
  })),
  audiences: z.array(z.object({ id: z.string(), name: z.string(), conditions: z.string() })),
  typedAudiences: emptyList.optional(),
  attributes: z.array(z.object({ id: z.string(), key: z.string() })),
  events: z.array(z.object({ id: z.string(), key: z.string(), experimentIds: z.array(z.string()) })),
  /** This project uses experiments only: no groups, rollouts, feature flags or integrations. */
  groups: emptyList.optional(),
  rollouts: emptyList.optional(),
  featureFlags: emptyList.optional(),
  integrations: emptyList.optional(),
});
export type ExperimentationDatafile = z.infer<typeof experimentationDatafileSchema>;

const attributeValueSchema = z.union([z.string().max(200), z.boolean(), z.number().finite()]);
/** §7 the event log (Optimizely's log event format): visitors with snapshots of decisions and events. */
export const experimentationEventBatchSchema = z.object({
  account_id: z.string().min(1).max(64),
  project_id: z.string().min(1).max(64),
  revision: z.string().min(1).max(32),
  client_name: z.string().max(64).optional(),
  client_version: z.string().max(32).optional(),
  anonymize_ip: z.boolean(),
  enrich_decisions: z.boolean(),
  visitors: z.array(z.object({
    visitor_id: z.string().min(1).max(128),
    attributes: z.array(z.object({ entity_id: z.string().max(64), key: z.string().max(64), type: z.string().max(32), value: attributeValueSchema })).max(50),
    snapshots: z.array(z.object({
      decisions: z.array(z.object({
        campaign_id: z.string().max(64).nullable(),
        experiment_id: z.string().max(64),
        variation_id: z.string().max(64).nullable(),
        metadata: z.record(z.string(), z.unknown()).optional(),
      })).max(50).optional(),
      events: z.array(z.object({
        entity_id: z.string().max(64).nullable(),
        key: z.string().min(1).max(100),
        timestamp: z.number().int().nonnegative(),
        uuid: z.string().min(1).max(64),
        revenue: z.number().int().optional(),
        value: z.number().finite().optional(),
        tags: z.record(z.string(), z.unknown()).optional(),
      })).min(1).max(50),
    })).min(1).max(50),
  })).min(1).max(50),
});
export type ExperimentationEventBatch = z.infer<typeof experimentationEventBatchSchema>;
export const ingestResponseSchema = z.object({ accepted: z.number().int().nonnegative() });
export type IngestResponse = z.infer<typeof ingestResponseSchema>;

/** The web-vitals measures and their bounds (a measure beyond them is refused: nobody waits a minute for paint). */
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export const WEB_VITAL_MAX: Readonly<Record<(typeof WEB_VITAL_NAMES)[number], number>> = { LCP: 60_000, CLS: 100, INP: 60_000, FCP: 60_000, TTFB: 60_000 };
export const webVitalMeasureSchema = z.strictObject({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().nonnegative(),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().min(1).max(64),
  pageType: token(40),
  site: siteIdSchema,
  navigationType: z.enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation']),
}).refine((m) => m.value <= WEB_VITAL_MAX[m.name], { message: 'value out of bounds for this measure', path: ['value'] });
export type WebVitalMeasure = z.infer<typeof webVitalMeasureSchema>;
export const performanceIngestSchema = z.strictObject({ measures: z.array(webVitalMeasureSchema).min(1).max(20) });
export type PerformanceIngest = z.infer<typeof performanceIngestSchema>;
