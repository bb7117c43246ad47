import { err, ok, type Result } from 'neverthrow';
import { paysRemainder } from '../cart/cart-payments-view';
import type { CartSnapshot } from '../cart/cart-view';
import type { ApiFailure } from '../errors/api-failure';

/**
 * Can this cart become an order? The first missing step, in checkout order (§4: items, shipping, billing, payment).
 * Stock here is a courtesy check; placing the order re-checks it with the guarded decrement. A card is needed only
 * while the other instruments leave something to pay (`remainingToPay`, from the priced cart), unless an instrument of
 * another remainder kind pays it, or the order names its payment itself (`namedPayment`: the wallet, issue 10).
 */
export function orderReadiness(snapshot: CartSnapshot, remainingToPay: number, namedPayment = false): Result<void, ApiFailure> {
  const { cart, items, instruments } = snapshot;
  if (cart.status !== 'OPEN') return err({ type: 'OrderAlreadyPlaced' });
  if (items.length === 0) return err({ type: 'CartEmpty' });
  const short = items.find((i) => i.qty > i.stock_qty);
  if (short) return err({ type: 'ItemOutOfStock', upc: short.upc });
  if (!cart.shipping_address || !cart.customer_email) return err({ type: 'ShippingAddressMissing' });
  if (!cart.shipping_method) return err({ type: 'ShippingMethodMissing' });
  if (!cart.billing_address) return err({ type: 'BillingAddressMissing' });
  if (remainingToPay > 0 && !namedPayment && !instruments.some(paysRemainder)) return err({ type: 'PaymentMissing' });
  return ok(undefined);
}
