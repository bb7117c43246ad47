import { err, ok, type Result } from 'neverthrow';
import type { CartSnapshot } from '../cart/cart-view';
import type { ApiFailure } from '../errors/api-failure';
import { isRemainderRow } from './remainder-dispatch';
import { choiceOf, needsHomeDelivery, pickupContactProblem } from '../fulfilment/cart-fulfilment';

/**
 * Can this cart become an order? The first missing step, in checkout order (§4: items, shipping, billing, payment).
 * Stock here is a courtesy check; placing the order re-checks it with the guarded decrement. A remainder payer (the
 * card, pay later, …; issue 10: or the order's own paymentMethod) is needed only while the other instruments leave
 * something to pay (`remainingToPay`, from the priced cart).
 */
export function orderReadiness(
  snapshot: CartSnapshot, remainingToPay: number, paysRemainder: boolean = snapshot.instruments.some(isRemainderRow),
): Result<void, ApiFailure> {
  const { cart, items } = snapshot;
  if (cart.status !== 'OPEN') return err({ type: 'OrderAlreadyPlaced' });
  if (items.length === 0) return err({ type: 'CartEmpty' });
  const short = items.find((i) => i.qty > i.stock_qty);
  if (short) {
    // Issue 10: a pickup line counts its store's stock.
    return err(choiceOf(short) === 'pickup' && short.store_id ? { type: 'StorePickupUnavailable', storeId: short.store_id } : { type: 'ItemOutOfStock', upc: short.upc });
  }
  // Issue 10: only home delivery needs the shipping address and a method; pickup and collection points need the contact.
  if (needsHomeDelivery(items)) {
    if (!cart.shipping_address || !cart.customer_email) return err({ type: 'ShippingAddressMissing' });
    if (!cart.shipping_method) return err({ type: 'ShippingMethodMissing' });
  }
  const contact = pickupContactProblem(cart, items);
  if (contact.isErr()) return contact;
  if (!cart.customer_email && !cart.pickup_contact?.email) return err({ type: 'PickupContactMissing', field: 'pickupContact.email' });
  if (!cart.billing_address) return err({ type: 'BillingAddressMissing' });
  if (remainingToPay > 0 && !paysRemainder) return err({ type: 'PaymentMissing' });
  return ok(undefined);
}

/** Issue 10 §8 ITEM_NO_LONGER_AVAILABLE: the first line whose product was withdrawn from sale since it was added. */
export function withdrawnLine(snapshot: CartSnapshot): ApiFailure | undefined {
  const line = snapshot.items.find((i) => i.withdrawn && i.bonus_promotion_id === undefined);
  return line ? { type: 'ItemNoLongerAvailable', itemId: line.id } : undefined;
}

/**
 * Issue 10 §8, at prepareOrder: a line withdrawn from sale meanwhile is ITEM_NO_LONGER_AVAILABLE (the storefront
 * reloads the cart and returns to shipping); lines that lost their stock since they were added are
 * SOME_PRODUCTS_NO_INVENTORY (a top notice; the cart's flash says which lines). Placing the order keeps the guarded
 * decrement's ITEM_OOS for a race lost at the last moment.
 */
export function linesOrderable(snapshot: CartSnapshot): Result<void, ApiFailure> {
  const withdrawn = withdrawnLine(snapshot);
  if (withdrawn) return err(withdrawn);
  if (snapshot.items.some((i) => i.qty > i.stock_qty)) return err({ type: 'SomeProductsNoInventory' });
  return ok(undefined);
}
