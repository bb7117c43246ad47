import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  /**
   * The whole route manifest on every first visit. Lazy discovery (with `discover="none"` on every link and form, so
   * nothing is patched in after hydration) made the router's creation 3–6 ms instead of 10–14 ms here, but React Router
   * 7.18 lets a fetcher's revalidation that finishes while a navigation is still asking `/__manifest` for its route
   * complete that navigation with the old page's matches: Add to cart, then View cart at once, left the product page
   * showing under /en-us/cart in 2 of 12 tries (issue 6 §6 session of 2026-12-07). Not before that is fixed.
   */
  routeDiscovery: { mode: 'initial' },
  // Stay on today's behaviour (plain AppLoadContext from getLoadContext) and say so, which also quiets the
  // future-flag notices on every build.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
