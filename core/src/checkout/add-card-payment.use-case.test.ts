import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../contract';
import { aCard, anAddress, cartAtStage, FakeCommerce, FixedClock } from '../testing';
import { AddCardPayment } from './add-card-payment.use-case';

const setup = async () => {
  const upstream = new FakeCommerce({ clock: new FixedClock('2025-06-01T00:00:00Z') });
  const { basketId } = await cartAtStage(upstream, 'shippingMethod');
  return { upstream, basketId, useCase: new AddCardPayment(upstream.tokenizer, upstream.checkout) };
};

describe('AddCardPayment', () => {
  it('tokenises, sets the billing address, then adds a CREDIT_CARD instrument', async () => {
    const { upstream, basketId, useCase } = await setup();
    const cart = (await useCase.run(basketId, { card: aCard(), billingAddress: anAddress() }))._unsafeUnwrap();
    expect(upstream.callNames()).toEqual(['tokenize', 'setBillingAddress', 'addPaymentInstrument']);
    expect(cart.billingAddress).toMatchObject({ ...anAddress(), approachType: 'B' });
    expect(cart.payment_instruments).toMatchObject([{ payment_method_id: 'CREDIT_CARD', card: { last4: '1111', holder: 'Ada Lovelace' } }]);
  });

  it('card numbers never reach the commerce API: only the token does', async () => {
    const { upstream, basketId, useCase } = await setup();
    await useCase.run(basketId, { card: aCard(), billingAddress: anAddress() });
    const commerceCalls = upstream.calls.filter((c) => c.name !== 'tokenize');
    expect(JSON.stringify(commerceCalls)).not.toContain(SANDBOX_CARDS.authorises);
    expect(JSON.stringify(commerceCalls)).toMatch(/"token":"tok_/);
  });

  it.each([
    ['card.number', { card: aCard({ number: '4111 1111' }), billingAddress: anAddress() }],
    ['card.expiry', { card: aCard({ expiry: '13/30' }), billingAddress: anAddress() }],
    ['card.cvc', { card: aCard({ cvc: '12' }), billingAddress: anAddress() }],
    ['billingAddress.city', { card: aCard(), billingAddress: anAddress({ city: '' }) }],
  ])('an invalid %s returns InvalidInput for that field, before the card leaves', async (field, input) => {
    const { upstream, basketId, useCase } = await setup();
    expect((await useCase.run(basketId, input))._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field });
    expect(upstream.calls).toEqual([]);
  });

  it('a card the tokeniser refuses (expired) stops before the cart changes', async () => {
    const { upstream, basketId, useCase } = await setup();
    const before = upstream.cart(basketId);
    const result = await useCase.run(basketId, { card: aCard({ expiry: '01/24' }), billingAddress: anAddress() });
    expect(result._unsafeUnwrapErr()).toMatchObject({ errorId: 'CC_EXPIRY_DATE_INVALID' });
    expect(upstream.cart(basketId)).toEqual(before);
  });
});
