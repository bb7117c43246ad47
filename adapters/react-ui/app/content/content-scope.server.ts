import { parseStorefrontQuery, type ContentScope, type Site } from '@switchback/core';

/**
 * Issue 12 §2: which content a page shows. `?preview=true` reads the preview mode (`/pre`), at `previewDateTime` when
 * given (else now); anything else is live. `route` is the path after the locale, for `-inherited` sections.
 */
export function contentScopeOf(site: Site, request: Request): ContentScope {
  const url = new URL(request.url);
  const query = parseStorefrontQuery(url.search);
  const prefix = `/${site.id}`;
  const route = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
  const siteId = site.id;
  if (query.preview !== true) return { siteId, mode: 'live', route };
  return { siteId, mode: 'pre', route, ...(query.previewDateTime !== undefined ? { previewDateTime: withOffset(query.previewDateTime) } : {}) };
}

/** The contract wants an offset: a date or a local time without one is read as UTC. */
const withOffset = (value: string): string => {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return value;
  return /T/.test(value) ? `${value}Z` : `${value}T00:00:00Z`;
};
