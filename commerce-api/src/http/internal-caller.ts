import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { INTERNAL_CALLER_HEADER } from '@switchback/core';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client the rate limits count: the shopper's address for the storefront's own calls, else `request.ip`. */
    rateLimitKey: string;
    /** The request carried this process's internal caller secret (decided before the header is removed). */
    internalCaller: boolean;
  }
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** The single value of a header, or undefined when absent or repeated. */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The storefront's server calls the API over loopback on behalf of many shoppers: with the per-process secret
 * (`internalCallerSecret`) in `x-switchback-internal` it may name the shopper in `x-switchback-shopper-ip`, and the
 * rate limits count that address. Without the secret (or with a wrong one) both headers are ignored and the caller is
 * counted by its own address (`request.ip`, which honours trustProxy). The secrets are compared in constant time
 * (SHA-256 digests, so a length difference leaks nothing either).
 */
export class InternalCallers {
  private readonly secretDigest: Buffer | undefined;

  constructor(secret: string | undefined) {
    this.secretDigest = secret === undefined ? undefined : digest(secret);
  }

  /** True when the headers carry this process's secret. */
  isInternal(headers: IncomingHttpHeaders): boolean {
    const offered = single(headers[INTERNAL_CALLER_HEADER.secret]);
    if (this.secretDigest === undefined || offered === undefined) return false;
    return timingSafeEqual(digest(offered), this.secretDigest);
  }

  /** The address the rate limits count for a request from `ip` with these headers. */
  clientKey(headers: IncomingHttpHeaders, ip: string): string {
    if (!this.isInternal(headers)) return ip;
    const shopper = single(headers[INTERNAL_CALLER_HEADER.shopperIp])?.trim();
    return shopper !== undefined && isIP(shopper) !== 0 ? shopper : ip;
  }

  /** Decides the request's rate-limit key, then removes both headers so nothing later reads or logs them. */
  resolve(request: { headers: IncomingHttpHeaders; ip: string; rateLimitKey: string; internalCaller?: boolean }): void {
    request.rateLimitKey = this.clientKey(request.headers, request.ip);
    request.internalCaller = this.isInternal(request.headers);
    delete request.headers[INTERNAL_CALLER_HEADER.secret];
    delete request.headers[INTERNAL_CALLER_HEADER.shopperIp];
  }
}
