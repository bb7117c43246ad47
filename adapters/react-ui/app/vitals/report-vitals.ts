import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pageTypeFromPath, type PerformanceIngest, type SiteId } from '@switchback/core';

type Measure = PerformanceIngest['measures'][number];
/** The ingest's batch limit. */
const MAX_MEASURES = 20;

let started = false;

/**
 * Reports LCP, CLS, INP, FCP and TTFB of this page view in one beacon when the page is hidden (and at 20 measures):
 * `navigator.sendBeacon` to the storefront's `/{locale}/vitals`, which forwards to the API.
 */
export function reportVitals(siteId: SiteId): void {
  if (started) return;
  started = true;
  let queue: Measure[] = [];
  const flush = () => {
    if (queue.length === 0) return;
    const body = JSON.stringify({ measures: queue });
    queue = [];
    navigator.sendBeacon(`/${siteId}/vitals`, new Blob([body], { type: 'application/json' }));
  };
  const add = (metric: Metric) => {
    queue.push({
      name: metric.name, value: metric.value, rating: metric.rating, id: metric.id.slice(0, 64),
      pageType: pageTypeFromPath(window.location.pathname).replace(/[^A-Za-z0-9._:-]/g, '-').slice(0, 40) || 'other',
      site: siteId, navigationType: metric.navigationType,
    });
    if (queue.length >= MAX_MEASURES) flush();
  };
  onLCP(add);
  onCLS(add);
  onINP(add);
  onFCP(add);
  onTTFB(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
