import { endpoint, type Endpoint } from './endpoint';
import { productSaleParamsSchema, productSaleSchema, productSaleUpdateSchema } from './product-sale.contract';

/** Support routes: no shopper token; the support key (`x-switchback-support-key`, SWITCHBACK_SUPPORT_KEY) instead. */
const support = { auth: false, support: true } as const;

/** Issue 10 §8: support's product sale state (withdrawn, stock, price per site). */
export const productSaleEndpoints = {
  supportUpdateProductSale: endpoint({ method: 'PATCH', path: '/support/v1/products/{productId}', summary: "Support: withdraw a product from sale (or put it back), correct its variants' stock, set or remove its price on a site", params: productSaleParamsSchema, body: productSaleUpdateSchema, response: productSaleSchema, ...support }),
} as const satisfies Record<string, Endpoint>;
