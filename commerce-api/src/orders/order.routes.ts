import type { ContractRouter } from '../http/contract-router';
import type { OrderService } from './order.service';

/** Issue 8 §1 after the purchase (shopper routes) and §4 the support engineer's order routes (support key). */
export function registerOrderRoutes(router: ContractRouter, orders: OrderService): void {
  router.consumer('purchaseHistory', ({ consumer, body }) => orders.history(consumer, body));
  router.guest('downloadInvoice', ({ guest, body }) => orders.invoice(guest, body.orderNumber));
  router.guest('returnLabel', ({ guest, params, body }) => orders.returnLabel(guest, params.orderId, body));
  router.guest('trackOrder', ({ guest, body }) => orders.track(guest, body));
  router.guest('cancelOrder', ({ guest, body }) => orders.cancel(guest, body));
  router.support('supportOrder', ({ params }) => orders.supportOrder(params.orderNumber));
  router.support('supportOrderList', ({ query }) => orders.ordersByEmail(query.email));
  router.support('supportShipOrder', ({ params, body }) => orders.ship(params.orderNumber, body));
  router.support('supportDeliverOrder', ({ params, body }) => orders.deliver(params.orderNumber, body));
  router.support('supportReceiveReturn', ({ params, body }) => orders.receiveReturn(params.orderNumber, body));
}
