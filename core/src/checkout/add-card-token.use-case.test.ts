import { describe, expect, it } from 'vitest';
import { aCard, anAddress, cartAtStage, FakeCommerce } from '../testing';
import { AddCardToken } from './add-card-token.use-case';

describe('AddCardToken', () => {
  it('adds a CREDIT_CARD instrument carrying the token and holder, never a card number', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'shippingMethod');
    await upstream.checkout.setBillingAddress(basketId, { address: anAddress() });
    const { token } = (await upstream.tokenizer.tokenize(aCard()))._unsafeUnwrap();
    upstream.calls.length = 0;
    const cart = (await new AddCardToken(upstream.checkout).run(basketId, { token, holder: 'Ada Lovelace' }))._unsafeUnwrap();
    expect(cart.payment_instruments).toHaveLength(1);
    expect(upstream.calls).toEqual([
      { name: 'addPaymentInstrument', args: [basketId, { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } }] },
    ]);
  });

  it('something that is not a provider token (a card number, say) is refused without a call', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'shippingMethod');
    const result = await new AddCardToken(upstream.checkout).run(basketId, { token: '4111111111111111', holder: 'Ada Lovelace' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'card.token' });
    expect(upstream.calls).toEqual([]);
  });
});
