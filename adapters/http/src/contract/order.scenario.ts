import { SANDBOX_CARDS, type Inventory, type Order } from '@switchback/core';
import type { HttpCommerceClient } from '../commerce-client';
import { signUpAndIn } from './consumer.scenario';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import {
  checkoutUpToPayment, expectApiError, expectOk, findProduct, ScenarioStopped, selectRecordings, type ScenarioOptions,
} from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

export interface OrderScenarioOptions extends ScenarioOptions {
  /**
   * The upstream's support key (SWITCHBACK_SUPPORT_KEY). Without it the support calls, and the return label that needs a
   * delivered order, are left out (a contract check of someone else's upstream may not have one).
   */
  readonly supportKey?: string;
}

/** A registered consumer's order from an empty cart to `placeOrder`, with a sandbox card. */
async function placeOrder(client: HttpCommerceClient, productId: string, upc: string): Promise<Order> {
  const cart = await expectOk('createCart', client.carts.create());
  await expectOk('addItem', client.carts.addItems({ cartId: cart.basketId, items: [{ productId, upc, qty: 1 }] }));
  await checkoutUpToPayment(client, cart.basketId);
  const token = await expectOk('tokenizeCard', client.tokenizer.tokenize({ number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' }));
  await expectOk('addPaymentInstrument', client.checkout.addPaymentInstrument(cart.basketId, {
    payment_method_id: 'CREDIT_CARD', paymentCard: { token: token.token, holder: 'Ada Lovelace' },
  }));
  const placed = await expectOk('placeOrder', client.checkout.placeOrder(cart.basketId, crypto.randomUUID()));
  return placed.order;
}

/**
 * After the purchase (issue 8), every exchange captured: a registered consumer places two orders, reads the history,
 * downloads the invoice, tracks the order (as its owner, and as a guest with number and e-mail), opens a contact case
 * and a warranty claim, cancels the second order; support reads the order, the e-mail's orders and the basket trail,
 * ships and delivers the first, and the consumer gets its return label. Then the errors a client must understand:
 * tracking with the wrong e-mail, a return label before delivery, cancelling a shipped order, a wrong support key.
 */
export async function runOrderScenario(apiBaseUrl: string, options: OrderScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const newClient = (supportKey?: string) => scenarioClient(capture.fetch, apiBaseUrl, options, supportKey);
  const client = newClient(options.supportKey);

  await signUpAndIn(client, 'orders');

  const inStock = (inventory: Inventory) => inventory.variants.filter((v) => v.status === 'IN_STOCK' && v.quantity >= 5);
  const product = await findProduct(client, (inventory) => inStock(inventory).length >= 1);
  const variant = inStock(product)[0];
  if (!variant) throw new ScenarioStopped('find a product', 'the chosen product lost its in-stock variants');

  const placedFirst = await placeOrder(client, product.productId, variant.upc);
  const first = placedFirst.orderNumber;
  const second = (await placeOrder(client, product.productId, variant.upc)).orderNumber;
  // The order's contact e-mail is the one given with the shipping address (a guest tracks with it).
  const orderEmail = placedFirst.customerEmail;

  await expectOk('purchaseHistory', client.orders.history({ page: 1, pageSize: 10 }));
  await expectOk('downloadInvoice', client.orders.invoice(first));
  await expectOk('trackOrder', client.orders.track({ orderNumber: first }));
  const guest = newClient();
  await expectOk('guestToken of a guest', guest.auth.guestToken());
  await expectOk('trackOrder by number and e-mail', guest.orders.track({ orderNumber: first, email: orderEmail }));
  await expectApiError(capture, 'trackOrder with the wrong e-mail', () => guest.orders.track({ orderNumber: first, email: `x${orderEmail}` }), 'TRACK_ORDER_NOT_FOUND');
  await expectApiError(capture, 'returnLabel before delivery', () => client.orders.returnLabel(first, {}), 'RETURN_NOT_ALLOWED');

  const categories = await expectOk('contactUsCategories', client.orders.contactCategories());
  const category = categories.categories[0];
  const subject = category?.subjects[0];
  if (!category || !subject) throw new ScenarioStopped('contactUsCategories', 'answered no category with a subject');
  await expectOk('contactUs', client.orders.contactUs({
    email: orderEmail, firstName: 'Ada', lastName: 'Lovelace', categoryId: category.id, subjectId: subject.id,
    message: 'Could you tell me when my order will arrive?', orderNumber: first,
  }));
  await expectOk('warranty', client.orders.warranty({
    email: orderEmail, firstName: 'Ada', lastName: 'Lovelace', orderNumber: first, upc: variant.upc,
    description: 'The stitching of the left shoe came apart after a week.',
  }));
  await expectOk('cancelOrder', client.orders.cancel({ orderNumber: second, reason: 'Ordered twice by mistake' }));

  if (options.supportKey !== undefined) {
    await expectOk('supportOrder', client.support.order(first));
    await expectOk('supportOrderList', client.support.ordersByEmail(orderEmail));
    await expectOk('supportBasketTrail', client.support.trail(first));
    await expectOk('supportShipOrder', client.support.ship(first, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }));
    await expectApiError(capture, 'cancelOrder of a shipped order', () => client.orders.cancel({ orderNumber: first }), 'ORDER_NOT_CANCELLABLE');
    await expectOk('supportDeliverOrder', client.support.deliver(first, {}));
    await expectOk('returnLabel', client.orders.returnLabel(first, { reason: 'Too small' }));
    await expectOk('supportReceiveReturn', client.support.receiveReturn(first, { reason: 'Parcel received, both shoes unworn' }));
    const intruder = newClient('not-the-support-key-0000');
    await expectApiError(capture, 'supportOrder with a wrong support key', () => intruder.support.order(first), 'SUPPORT_KEY_INVALID');
  }

  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
