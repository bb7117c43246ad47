import { endpoint, type Endpoint } from './endpoint';
import {
  brandParamsSchema, datafileParamsSchema, decideRequestSchema, decideResponseSchema, experimentationDatafileSchema,
  experimentationEventBatchSchema, ingestResponseSchema, performanceIngestSchema,
} from './experience.contract';

/** Issue 12 §1/§2 personalisation decisions, the experimentation datafile and events, web-vitals ingest: helper F. */
export const experienceEndpoints = {
  decide: endpoint({ method: 'POST', path: '/engine/v1/decide/{brand}', summary: "Personalisation decisions for the page's experiences from the caller's segment (§6), recording an impression per visitor, experience and variant, and the recommendation impressions", params: brandParamsSchema, body: decideRequestSchema, response: decideResponseSchema, auth: true }),
  experimentationDatafile: endpoint({ method: 'GET', path: '/fapi/experiments/datafile/{sdkKey}', summary: 'The experimentation datafile (Optimizely version 4) of an SDK key', params: datafileParamsSchema, response: experimentationDatafileSchema, auth: false }),
  experimentationEvents: endpoint({ method: 'POST', path: '/fapi/experiments/events', summary: "The experimentation SDK's event log (visitors, snapshots, decisions and events), stored", body: experimentationEventBatchSchema, response: ingestResponseSchema, auth: false }),
  performanceIngest: endpoint({ method: 'POST', path: '/fapi/performance/ingest', summary: 'Web-vitals measures (LCP, CLS, INP, FCP, TTFB) from the storefront, bounded and stored', body: performanceIngestSchema, response: ingestResponseSchema, auth: false }),
} as const satisfies Record<string, Endpoint>;
