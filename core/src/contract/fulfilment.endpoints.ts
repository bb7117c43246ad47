import { endpoint } from './endpoint';
import { basketParamsSchema, cartSchema } from './cart.contract';
import {
  cartWithItemRequestSchema, fulfilmentQuerySchema, reserveWithItemRequestSchema, setPickupContactRequestSchema,
} from './fulfilment.contract';

const anyShopper = { auth: true } as const;

/** Issue 10 §2: per-line delivery and store pickup (commerce-core §7 Cart: cartWithItem, reserveWithItem; the pickup contact). */
export const fulfilmentEndpoints = {
  cartWithItem: endpoint({ method: 'POST', path: '/cart/v1/cartWithItem', summary: 'Create a cart and add items in one call (a line with storeId is picked up in that store)', body: cartWithItemRequestSchema, query: fulfilmentQuerySchema, response: cartSchema, ...anyShopper }),
  reserveWithItem: endpoint({ method: 'POST', path: '/cart/v1/reserveWithItem', summary: "Create a cart whose lines are reserved for pickup, each in its store (STORE_NOT_FOUND, STORE_PICKUP_UNAVAILABLE without the store's stock)", body: reserveWithItemRequestSchema, query: fulfilmentQuerySchema, response: cartSchema, ...anyShopper }),
  setPickupContact: endpoint({ method: 'PUT', path: '/cart/v1/cart/{basketId}/pickupContact', summary: 'Who collects the store pickup and collection-point lines (e-mail, mobile phone, name)', params: basketParamsSchema, body: setPickupContactRequestSchema, query: fulfilmentQuerySchema, response: cartSchema, ...anyShopper }),
} as const;
