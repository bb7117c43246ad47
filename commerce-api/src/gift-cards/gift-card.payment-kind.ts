import { err, ok, type Result } from 'neverthrow';
import { GIFT_CARDS_FOR_GIFT_CARDS, giftCardLast4, giftCardMayPayFor, maskGiftCardNumber } from '@switchback/core';
import type { InstrumentDetails } from '../cart/cart-payments-view';
import type { CartRepository, CartRow, PaymentInstrumentRow } from '../cart/cart.repository';
import type { ApiFailure } from '../errors/api-failure';
import type { AddingInstrument, InstrumentAmount, NewInstrument, PaymentKind } from '../checkout/payment-kinds';
import type { GiftCardRepository, GiftCardRow } from './gift-card.repository';
import { isExpired, type GiftCardService } from './gift-card.service';

/** What the cart shows of a card and the balance it counts on (its own hold included). */
const detailsOf = (card: GiftCardRow, available: number): InstrumentDetails<'GIFT_CARD'> => ({
  maskedNumber: maskGiftCardNumber(card.number), last4: giftCardLast4(card.number), balance: available,
  expiresAt: card.expires_at?.toISOString() ?? null,
});

/**
 * GIFT_CARD as a way to pay (issue 9 §3): added by number and PIN to a cart of its currency that buys no gift card;
 * it pays min(balance, requested amount, what is left). prepareOrder holds that amount; taking it off releases it.
 */
export class GiftCardPaymentKind implements PaymentKind<'GIFT_CARD'> {
  readonly duplicate: ApiFailure = { type: 'GiftCardAlreadyApplied' };

  constructor(
    private readonly service: GiftCardService,
    private readonly cards: GiftCardRepository,
    private readonly carts: CartRepository,
  ) {}

  async add({ cart, snapshot, view, request, now }: AddingInstrument<'GIFT_CARD'>): Promise<Result<NewInstrument, ApiFailure>> {
    if (!giftCardMayPayFor(view.items)) return err({ type: 'GiftCardNotAllowed', message: GIFT_CARDS_FOR_GIFT_CARDS });
    const opened = await this.service.open(request.giftCard.number, request.giftCard.pin, now);
    if (opened.isErr()) return err(opened.error);
    const card = opened.value;
    if (card.currency !== cart.currency) {
      return err({ type: 'GiftCardNotAllowed', message: `This gift card is in ${card.currency}; this order is in ${cart.currency}.` });
    }
    if (snapshot.instruments.some((row) => row.payment_method_id === 'GIFT_CARD' && row.reference === card.id)) return err(this.duplicate);
    const lapsed = (await this.cards.lapsedHolds(card.id, now, cart.id)).reduce((sum, hold) => sum + hold.held, 0);
    const available = card.balance_minor + (await this.cards.heldFor(card.id, cart.id)) + lapsed;
    if (available <= 0) return err({ type: 'GiftCardZeroBalance' });
    return ok({ reference: card.id, requestedAmount: request.amount ?? null, details: detailsOf(card, available) });
  }

  /** Holds what the cart has the card pay (its earlier hold given back first); not covered → GC_BALANCE_CHANGED. */
  async prepare({ cart, view, row, amount, now }: InstrumentAmount): Promise<Result<void, ApiFailure>> {
    // A gift-card product added after the gift card: refused here already, not only when the order is placed.
    if (!giftCardMayPayFor(view.items)) return err({ type: 'GiftCardNotAllowed', message: GIFT_CARDS_FOR_GIFT_CARDS });
    const card = await this.cards.byId(row.reference!, true);
    if (!card) return err({ type: 'GiftCardInvalid' });
    if (isExpired(card, now)) return err({ type: 'GiftCardExpired' });
    await this.cards.releaseLapsedHolds(card.id, now, cart.id);
    await this.cards.release(card.id, cart.id, now);
    if (amount > 0 && !(await this.cards.hold(card.id, cart.id, amount, now))) return err({ type: 'GiftCardBalanceChanged' });
    const after = await this.cards.byId(card.id);
    await this.carts.setInstrumentDetails(cart.id, row.id, detailsOf(card, after!.balance_minor + amount));
    return ok(undefined);
  }

  /** After a refused prepareOrder: the cart shows (and counts on) the card's balance as it is now. */
  async refresh(cart: CartRow, row: PaymentInstrumentRow): Promise<void> {
    const card = await this.cards.byId(row.reference!);
    if (!card) return;
    await this.carts.setInstrumentDetails(cart.id, row.id, detailsOf(card, card.balance_minor + (await this.cards.heldFor(card.id, cart.id))));
  }

  async removed(cart: CartRow, row: PaymentInstrumentRow, now: Date): Promise<void> {
    await this.cards.release(row.reference!, cart.id, now);
  }
}
