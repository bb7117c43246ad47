import type { Cart } from '../contract';
import { FakeCommerce, type FakeCommerceSession } from './fake-commerce';
import { aCard, anAddress } from './fixtures';

/** How far a cart has got along the §4 order flow. */
export type CartStage = 'empty' | 'items' | 'shippingAddress' | 'shippingMethod' | 'payment';

const STAGES: readonly CartStage[] = ['empty', 'items', 'shippingAddress', 'shippingMethod', 'payment'];

/**
 * A cart in the fake upstream driven up to `stage` through the fake's own APIs (one Black 9 of the default
 * product, the fixture address, standard shipping, the authorising sandbox card), or through one of its sessions'
 * (`fake.session(site)`). For arranging tests: the fake's call log is cleared after.
 */
export async function cartAtStage(upstream: FakeCommerce | FakeCommerceSession, stage: CartStage, card = aCard()): Promise<Cart> {
  const reached = (s: CartStage) => STAGES.indexOf(stage) >= STAGES.indexOf(s);
  let cart = (await upstream.carts.create())._unsafeUnwrap();
  const id = cart.basketId;
  if (reached('items')) {
    cart = (await upstream.carts.addItems({ cartId: id, items: [{ productId: 'TRAILRUN01', upc: '000000000109', qty: 1 }] }))._unsafeUnwrap();
  }
  if (reached('shippingAddress')) {
    cart = (await upstream.checkout.setShippingAddress(id, [{ ...anAddress(), email: 'ada@example.com' }]))._unsafeUnwrap();
  }
  if (reached('shippingMethod')) {
    cart = (await upstream.checkout.selectShippingMethod({ cartId: id, code: 'standard' }))._unsafeUnwrap();
  }
  if (reached('payment')) {
    const token = (await upstream.tokenizer.tokenize(card))._unsafeUnwrap();
    await upstream.checkout.setBillingAddress(id, { address: anAddress() });
    cart = (await upstream.checkout.addPaymentInstrument(id, { payment_method_id: 'CREDIT_CARD', paymentCard: { token: token.token, holder: card.holder } }))._unsafeUnwrap();
  }
  if (upstream instanceof FakeCommerce) upstream.calls.length = 0;
  return cart;
}
