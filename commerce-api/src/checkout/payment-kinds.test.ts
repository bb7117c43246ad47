import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@switchback/core';
import type { CartRepository, CartRow, NewInstrumentRow } from '../cart/cart.repository';
import { NO_PRICING_CONTEXT, type CartSnapshot } from '../cart/cart-view';
import type { CartService } from '../cart/cart.service';
import { ProductUrls } from '../catalog/product-urls';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import { CheckoutService } from './checkout.service';
import type { PaymentKinds } from './payment-kinds';

const CART: CartRow = {
  id: 'b_test', owner_id: 'g_1', site_id: 'en-us', currency: 'USD', status: 'OPEN', customer_email: null,
  shipping_address: null, billing_address: null, shipping_method: null, pickup_contact: null, fav_store_id: null,
};

/** A checkout over one in-memory cart: the dispatch point is all that runs. */
function checkout(kinds: PaymentKinds) {
  const added: NewInstrumentRow[] = [];
  const snapshot = (): CartSnapshot => ({ cart: CART, items: [], instruments: [], pricing: NO_PRICING_CONTEXT(new Date('2026-11-24T00:00:00Z')) });
  const cartService = {
    snapshot: async () => snapshot(),
    mutate: (_caller: unknown, _basketId: string, change: (cart: CartRow) => Promise<Result<void, ApiFailure>>): ResultAsync<Cart, ApiFailure> =>
      ResultAsync.fromSafePromise(change(CART)).andThen((r) => r.map(() => ({ basketId: CART.id }) as Cart)),
  } as unknown as CartService;
  const carts = {
    addInstrument: async (_cartId: string, row: NewInstrumentRow) => {
      if (added.some((a) => a.payment_method_id === row.payment_method_id && a.reference === row.reference)) return false;
      added.push(row);
      return true;
    },
  } as unknown as CartRepository;
  const ids = { paymentInstrumentId: () => `pin_${added.length + 1}` } as unknown as IdGenerator;
  const clock = { now: () => new Date('2026-11-24T03:00:00Z') };
  const service = new CheckoutService(
    undefined as never, cartService, carts, undefined as never, undefined as never, undefined as never, new ProductUrls('/api'),
    ids, clock, undefined as never, undefined as never, [], kinds,
  );
  return { service, added };
}

describe('addPaymentInstrument dispatches on payment_method_id', () => {
  it('a kind with no handler bound answers INVALID_REQUEST naming payment_method_id, and adds nothing', async () => {
    const { service, added } = checkout({});
    const answer = await service.addPaymentInstrument({ customerId: 'g_1', kind: 'guest' }, CART.id, { payment_method_id: 'ATHLETES_PAYMENT' });
    expect(answer._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidRequest', field: 'payment_method_id' });
    expect(added).toEqual([]);
  });

  it('a bound kind adds the row its handler describes; the same reference again is the kind\'s duplicate failure', async () => {
    const { service, added } = checkout({
      REWARD_CODE: {
        duplicate: { type: 'RewardNotFound' },
        add: async ({ request }) => ok({ reference: request.code, requestedAmount: null, details: { value: 500, maskedCode: '•••• 1234' } }),
      },
    });
    const request = { payment_method_id: 'REWARD_CODE', code: 'RW-001234' } as const;
    expect((await service.addPaymentInstrument({ customerId: 'g_1', kind: 'guest' }, CART.id, request)).isOk()).toBe(true);
    expect(added).toEqual([expect.objectContaining({ payment_method_id: 'REWARD_CODE', reference: 'RW-001234', details: { value: 500, maskedCode: '•••• 1234' } })]);
    expect((await service.addPaymentInstrument({ customerId: 'g_1', kind: 'guest' }, CART.id, request))._unsafeUnwrapErr()).toEqual({ type: 'RewardNotFound' });
    expect(added).toHaveLength(1);
  });

  it('a handler\'s refusal is answered and adds nothing', async () => {
    const { service, added } = checkout({
      GIFT_CARD: { duplicate: { type: 'GiftCardAlreadyApplied' }, add: async () => err({ type: 'GiftCardInvalid' }) },
    });
    const answer = await service.addPaymentInstrument({ customerId: 'g_1', kind: 'guest' }, CART.id, {
      payment_method_id: 'GIFT_CARD', giftCard: { number: '6006491234567890', pin: '1234' },
    });
    expect(answer._unsafeUnwrapErr()).toEqual({ type: 'GiftCardInvalid' });
    expect(added).toEqual([]);
  });
});
