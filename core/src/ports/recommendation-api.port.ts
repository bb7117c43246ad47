import type { ResultAsync } from 'neverthrow';
import type { RecommendationRequest, RecommendationsResponse } from '../contract';
import type { CommerceError } from '../errors';

/** Issue 11 §1 recommendations over the upstream: often bought together, similar, and a cart's. */
export interface RecommendationApi {
  recommendations(request: RecommendationRequest): ResultAsync<RecommendationsResponse, CommerceError>;
}
