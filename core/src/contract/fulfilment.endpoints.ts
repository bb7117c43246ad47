import { endpoint } from './endpoint';
import { basketParamsSchema, cartSchema } from './cart.contract';
import {
  cartWithItemRequestSchema, fulfilmentQuerySchema, reserveWithItemRequestSchema, setPickupContactRequestSchema, setStoreStockRequestSchema,
  storeStockUnitsSchema, supportStoreStockParamsSchema, supportStoreStockQuerySchema,
} from './fulfilment.contract';

const anyShopper = { auth: true } as const;
/** Support routes: the support key, no shopper token. */
const support = { auth: false, support: true } as const;

/** Issue 10 §2: per-line delivery and store pickup (commerce-core §7 Cart: cartWithItem, reserveWithItem; the pickup contact). */
export const fulfilmentEndpoints = {
  cartWithItem: endpoint({ method: 'POST', path: '/cart/v1/cartWithItem', summary: 'Create a cart and add items in one call (a line with storeId is picked up in that store)', body: cartWithItemRequestSchema, query: fulfilmentQuerySchema, response: cartSchema, ...anyShopper }),
  reserveWithItem: endpoint({ method: 'POST', path: '/cart/v1/reserveWithItem', summary: "Create a cart whose lines are reserved for pickup, each in its store (STORE_NOT_FOUND, STORE_PICKUP_UNAVAILABLE without the store's stock)", body: reserveWithItemRequestSchema, query: fulfilmentQuerySchema, response: cartSchema, ...anyShopper }),
  setPickupContact: endpoint({ method: 'PUT', path: '/cart/v1/cart/{basketId}/pickupContact', summary: 'Who collects the store pickup and collection-point lines (e-mail, mobile phone, name)', params: basketParamsSchema, body: setPickupContactRequestSchema, query: fulfilmentQuerySchema, response: cartSchema, ...anyShopper }),
  supportStoreStock: endpoint({ method: 'GET', path: '/support/v1/stores/{storeId}/stock', summary: "Support: a store's units of one variant (its own stock, for pickup)", params: supportStoreStockParamsSchema, query: supportStoreStockQuerySchema, response: storeStockUnitsSchema, ...support }),
  supportSetStoreStock: endpoint({ method: 'PUT', path: '/support/v1/stores/{storeId}/stock', summary: "Support: set a store's units of one variant (a stock count); carts with pickup lines there move at their next read", params: supportStoreStockParamsSchema, body: setStoreStockRequestSchema, response: storeStockUnitsSchema, ...support }),
} as const;
