import { performanceIngestSchema } from '@switchback/core';
import type { Route } from './+types/vitals.route';
import { storefrontOf } from '../site/route-helpers.server';
import { consentOf } from '../consent/consent.server';

/** Longest beacon body read (20 measures fit in well under this). */
const MAX_BODY = 8 * 1024;

/**
 * `/{locale}/vitals`: the web-vitals beacon's resource route. The browser's measures (only sent with performance
 * consent, which is checked again here) are parsed with the contract and forwarded to POST /fapi/performance/ingest.
 * 204 when accepted; 400 for a malformed body; 403 without consent; 502 when the API refuses.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  if (!consentOf(args.request, storefront.site).performance) return new Response(null, { status: 403 });
  const text = await args.request.text();
  if (text.length > MAX_BODY) return new Response(null, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  const parsed = performanceIngestSchema.safeParse(json);
  if (!parsed.success) return new Response(null, { status: 400 });
  const sent = await storefront.experience.ingestPerformance(parsed.data);
  if (sent.isErr()) {
    console.error('[vitals] ingest failed', sent.error);
    return new Response(null, { status: 502 });
  }
  return new Response(null, { status: 204 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { allow: 'POST' } });
}
