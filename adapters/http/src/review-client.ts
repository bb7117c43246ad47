import type { ReviewApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Reviews and questions (issue 11) over HTTP: one registry call each. */
export function createReviewClient(_send: EndpointCaller): ReviewApi {
  return {};
}
