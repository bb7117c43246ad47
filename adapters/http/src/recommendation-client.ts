import type { RecommendationApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Recommendations (issue 11) over HTTP: one registry call each. */
export function createRecommendationClient(_send: EndpointCaller): RecommendationApi {
  return {};
}
