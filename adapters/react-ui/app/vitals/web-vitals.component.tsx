import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useSite } from '../site/use-site';

/**
 * Issue 12 web vitals: measured only when the site layout says performance consent is given (C0002; assumed outside
 * EMEA), and only once the page is idle: `web-vitals` and the reporter are a lazily imported chunk, never part of
 * the first visit's JavaScript. Nothing is rendered.
 */
export function WebVitals() {
  // The site layout's `vitals` flag (read by route id: importing its loader's type would make an import cycle).
  const data = useRouteLoaderData('site') as { readonly vitals?: boolean } | undefined;
  const site = useSite();
  const enabled = data?.vitals === true;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      void import('./report-vitals').then(({ reportVitals }) => reportVitals(site.id)).catch((error: unknown) => console.warn('[vitals]', error));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 5000 });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = globalThis.setTimeout(start, 2000);
    return () => {
      cancelled = true;
      globalThis.clearTimeout(handle);
    };
  }, [enabled, site.id]);
  return null;
}
