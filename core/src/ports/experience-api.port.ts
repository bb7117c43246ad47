import type { ResultAsync } from 'neverthrow';
import type {
  DecideRequest, DecideResponse, ExperimentationDatafile, ExperimentationEventBatch, IngestResponse, PerformanceIngest,
} from '../contract';
import type { CommerceError } from '../errors';

/** Issue 12: personalisation decisions, the experimentation datafile and event log, web-vitals ingest. */
export interface ExperienceApi {
  decide(brand: string, request: DecideRequest): ResultAsync<DecideResponse, CommerceError>;
  datafile(sdkKey: string): ResultAsync<ExperimentationDatafile, CommerceError>;
  sendEvents(batch: ExperimentationEventBatch): ResultAsync<IngestResponse, CommerceError>;
  ingestPerformance(measures: PerformanceIngest): ResultAsync<IngestResponse, CommerceError>;
}
