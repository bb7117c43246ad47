import { recommendationsQueryOf, type RecommendationApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 11 recommendations over HTTP: one registry call. */
export function createRecommendationClient(send: EndpointCaller): RecommendationApi {
  return {
    recommendations: (request) => send('widgetRecommendations', { query: recommendationsQueryOf(request) }),
  };
}
