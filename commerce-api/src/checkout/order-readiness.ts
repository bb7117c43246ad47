import { err, ok, type Result } from 'neverthrow';
import { isCardRow } from '../cart/cart.repository';
import type { CartSnapshot } from '../cart/cart-view';
import type { ApiFailure } from '../errors/api-failure';
import { choiceOf, needsHomeDelivery, pickupContactProblem } from '../fulfilment/cart-fulfilment';

/**
 * Can this cart become an order? The first missing step, in checkout order (§4: items, shipping, billing, payment).
 * Stock here is a courtesy check; placing the order re-checks it with the guarded decrement. A card is needed only
 * while the other instruments leave something to pay (`remainingToPay`, from the priced cart).
 */
export function orderReadiness(snapshot: CartSnapshot, remainingToPay: number): Result<void, ApiFailure> {
  const { cart, items, instruments } = snapshot;
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
  if (remainingToPay > 0 && !instruments.some(isCardRow)) return err({ type: 'PaymentMissing' });
  return ok(undefined);
}
