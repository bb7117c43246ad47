import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Path with {param} placeholders, relative to the API base path. */
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** Whether the call needs an access token cookie (a guest's or a registered consumer's). */
  readonly auth: boolean;
  /** Whether the call needs a registered consumer's token: a guest's answers 401 (issue 7). Implies `auth`. */
  readonly registered?: boolean;
  /** A support engineer's call (issue 8 §4): no shopper token, the support key header instead. Never with `auth`. */
  readonly support?: boolean;
}

/** Keeps an endpoint's literal types (method, auth) while checking it is an Endpoint. */
export const endpoint = <E extends Endpoint>(e: E): E => e;
