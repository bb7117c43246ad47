import { endpoint, type Endpoint } from './endpoint';
import { recommendationsQuerySchema, recommendationsResponseSchema } from './recommendations.contract';

/** Issue 11 §1: recommendations are the same for everyone asking the same question: no token, so they cache. */
export const recommendationsEndpoints = {
  widgetRecommendations: endpoint({ method: 'GET', path: '/products/v1/widgetRecommendations', summary: "Recommendations: often bought together (placed orders) or similar (category and attributes) for a product, or for a cart's products; never the excluded, sold-out or withdrawn ones", query: recommendationsQuerySchema, response: recommendationsResponseSchema, auth: false }),
} as const satisfies Record<string, Endpoint>;
