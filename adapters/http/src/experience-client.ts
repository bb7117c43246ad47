import type { ExperienceApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 12: the experience calls over HTTP, one registry call each. */
export function createExperienceClient(send: EndpointCaller): ExperienceApi {
  return {
    decide: (brand, request) => send('decide', { params: { brand }, body: request }),
    datafile: (sdkKey) => send('experimentationDatafile', { params: { sdkKey } }),
    sendEvents: (batch) => send('experimentationEvents', { body: batch }),
    ingestPerformance: (measures) => send('performanceIngest', { body: measures }),
  };
}
