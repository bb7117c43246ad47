import { ok, ResultAsync, err, type Result } from 'neverthrow';
import {
  experienceDecisionKey, experimentationDatafileSchema, segmentConditionHolds, SITES, type Clock, type DecideAction, type DecideRequest,
  type DecideResponse, type ExperimentationDatafile, type ExperimentationEventBatch, type IngestResponse, type PerformanceIngest,
  type SegmentContext, type SiteId,
} from '@switchback/core';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { GuestIdentity } from '../identity/guest-token.service';

/** A catch-all rule's condition. */
export const EVERYONE = 'everyone';

interface RuleRow { experience_key: string; condition: string; variant_id: string }
interface ContextRow { loyalty: boolean; employee: boolean; prosumer: string | null; athlete: boolean; units: string | number | null }

const BRANDS = new Set(Object.values(SITES).map((site) => site.brand));

/** The first rule of each key whose condition holds (rules in position order). */
export function decideFromRules(rules: readonly RuleRow[], context: SegmentContext): Map<string, RuleRow> {
  const chosen = new Map<string, RuleRow>();
  for (const rule of rules) {
    if (chosen.has(rule.experience_key)) continue;
    if (rule.condition === EVERYONE || segmentConditionHolds(rule.condition, context)) chosen.set(rule.experience_key, rule);
  }
  return chosen;
}

/**
 * Issue 12 §1 the personalisation engine (decide, from stored rules and core's segmentation conditions, recording
 * impressions once per visitor, experience and variant), the experimentation datafile and event log, web vitals.
 */
export class ExperienceService {
  constructor(private readonly db: Database, private readonly clock: Clock) {}

  private run<T>(work: () => Promise<Result<T, ApiFailure>>): ResultAsync<T, ApiFailure> {
    return new ResultAsync(work());
  }

  /** The caller's §6 segment context: the token's principal, the consumer's loyalty / employee / profile types, the open cart's units. */
  private async contextOf(guest: GuestIdentity, site: SiteId): Promise<SegmentContext> {
    const { rows } = await this.db.query<ContextRow>(
      `SELECT
         EXISTS (SELECT 1 FROM loyalty_members WHERE customer_id = $1) AS loyalty,
         EXISTS (SELECT 1 FROM consumers WHERE customer_id = $1 AND consumer_type = 'EMPLOYEE') AS employee,
         (SELECT prosumer_identity FROM consumer_special_profiles WHERE customer_id = $1) AS prosumer,
         EXISTS (SELECT 1 FROM consumer_special_profiles WHERE customer_id = $1 AND athlete_annual_credit IS NOT NULL) AS athlete,
         (SELECT COALESCE(SUM(ci.qty), 0) FROM carts c JOIN cart_items ci ON ci.cart_id = c.id
           WHERE c.owner_id = $1 AND c.site_id = $2 AND c.status = 'OPEN') AS units`,
      [guest.customerId, site],
    );
    const row = rows[0];
    const registered = guest.kind === 'registered';
    return {
      loggedIn: registered,
      loyaltyMember: registered && row?.loyalty === true,
      employee: registered && row?.employee === true,
      cartItemCount: Number(row?.units ?? 0),
      profileTypes: registered ? [...(row?.prosumer ? [row.prosumer] : []), ...(row?.athlete ? ['ATHLETE'] : [])] : [],
    };
  }

  decide(guest: GuestIdentity, site: SiteId, brand: string, request: DecideRequest): ResultAsync<DecideResponse, ApiFailure> {
    return this.run(async () => {
      if (!BRANDS.has(brand)) return err({ type: 'InvalidRequest', field: 'brand', message: `unknown brand ${brand}` });
      const asks = request.events.flatMap((event) => (event.eventType === 'monetate:decision:DecisionRequest' ? [event] : []));
      const recTokens = request.events.flatMap((event) => (event.eventType === 'monetate:record:RecImpressions' ? event.recTokens : []));
      const keys = [...new Set(asks.flatMap((ask) => ask.experienceKeys.map(experienceDecisionKey)))];
      const now = this.clock.now();
      const context = await this.contextOf(guest, site);
      const { rows } = keys.length === 0 ? { rows: [] as RuleRow[] } : await this.db.query<RuleRow>(
        'SELECT experience_key, condition, variant_id FROM experience_rules WHERE experience_key = ANY($1::text[]) ORDER BY experience_key, position',
        [keys],
      );
      const chosen = decideFromRules(rows, context);
      for (const rule of chosen.values()) {
        await this.db.query(
          `INSERT INTO experience_impressions (visitor_id, experience_key, variant_id, customer_id, site_id, first_seen_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [request.monetateId, rule.experience_key, rule.variant_id, guest.customerId, site, now],
        );
      }
      for (const recToken of new Set(recTokens)) {
        await this.db.query(
          'INSERT INTO recommendation_impressions (visitor_id, rec_token, site_id, first_seen_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [request.monetateId, recToken, site, now],
        );
      }
      const action = (rule: RuleRow): DecideAction => ({
        actionType: 'monetate:action:OmniChannelJson', experienceKey: rule.experience_key, variantId: rule.variant_id,
        condition: rule.condition, impressionId: `${rule.experience_key}:${rule.variant_id}`,
      });
      return ok({
        segment: { ...context, profileTypes: [...context.profileTypes] },
        responses: asks.map((ask) => ({
          requestId: ask.requestId,
          actions: [...new Set(ask.experienceKeys.map(experienceDecisionKey))].flatMap((key) => {
            const rule = chosen.get(key);
            return rule ? [action(rule)] : [];
          }),
        })),
      });
    });
  }

  datafile(sdkKey: string): ResultAsync<ExperimentationDatafile, ApiFailure> {
    return this.run(async () => {
      const { rows } = await this.db.query<{ datafile: unknown }>('SELECT datafile FROM experimentation_datafiles WHERE sdk_key = $1', [sdkKey]);
      const stored = rows[0];
      if (!stored) return err({ type: 'RouteNotFound', method: 'GET', path: `/fapi/experiments/datafile/${sdkKey}` });
      const parsed = experimentationDatafileSchema.safeParse(typeof stored.datafile === 'string' ? JSON.parse(stored.datafile) : stored.datafile);
      if (!parsed.success) throw new Error(`stored datafile ${sdkKey} does not match the contract`);
      return ok(parsed.data);
    });
  }

  recordEvents(batch: ExperimentationEventBatch): ResultAsync<IngestResponse, ApiFailure> {
    return this.run(async () => {
      const now = this.clock.now();
      for (const visitor of batch.visitors) {
        await this.db.query(
          `INSERT INTO experimentation_events (account_id, project_id, revision, visitor_id, visitor, received_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
          [batch.account_id, batch.project_id, batch.revision, visitor.visitor_id, JSON.stringify(visitor), now],
        );
      }
      return ok({ accepted: batch.visitors.reduce((sum, visitor) => sum + visitor.snapshots.reduce((n, s) => n + s.events.length, 0), 0) });
    });
  }

  recordPerformance(ingest: PerformanceIngest): ResultAsync<IngestResponse, ApiFailure> {
    return this.run(async () => {
      const now = this.clock.now();
      for (const m of ingest.measures) {
        await this.db.query(
          `INSERT INTO performance_measures (name, value, rating, measure_id, page_type, site_id, navigation_type, received_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [m.name, m.value, m.rating, m.id, m.pageType, m.site, m.navigationType, now],
        );
      }
      return ok({ accepted: ingest.measures.length });
    });
  }
}
