import { err, ok, type Result } from 'neverthrow';
import { GIFT_CARDS_FOR_GIFT_CARDS, giftCardMayPayFor, type Order, type RandomSource } from '@switchback/core';
import type { CheckoutParticipant, PlacedOrder, PlacingOrder } from '../checkout/checkout-participant';
import type { ApiFailure } from '../errors/api-failure';
import type { GiftCardRepository } from './gift-card.repository';
import { newGiftCardNumber } from './gift-card-secrets';
import { isExpired, newGiftCardId, type GiftCardService } from './gift-card.service';

/** A PIN hash no PIN matches: a digital card cannot be opened until its PIN is set and mailed after the order commits. */
const NO_PIN_YET = '!';

/**
 * Gift cards when an order is placed or cancelled (issue 9 §3):
 * - check: each gift card of the cart pays what the priced cart counted on, captured now on its locked row (its hold
 *   given back first). A card that no longer covers it refuses the order with GC_BALANCE_CHANGED, and the
 *   transaction rolls everything back. A cart buying gift cards cannot pay with one (GC_NOT_ALLOWED).
 * - placed: every unit of a digital gift-card line becomes a card of that line's unit price.
 * - committed: the new cards get their PINs and are mailed to the order's e-mail, in the site's language.
 * - cancelled: what the order captured goes back to its cards, and the e-gift cards it bought lose what is left on them.
 */
export class GiftCardParticipant implements CheckoutParticipant {
  readonly name = 'gift-cards';

  constructor(
    private readonly cards: GiftCardRepository,
    private readonly service: GiftCardService,
    private readonly random: RandomSource,
  ) {}

  async check({ snapshot, view, orderNumber, now }: PlacingOrder): Promise<Result<void, ApiFailure>> {
    const amounts = new Map(view.payment_instruments.map((pi) => [pi.payment_instrument_id, pi.amount]));
    const giftCards = snapshot.instruments
      .filter((row) => row.payment_method_id === 'GIFT_CARD')
      .sort((a, b) => a.reference!.localeCompare(b.reference!)); // one lock order, so concurrent orders cannot deadlock
    if (giftCards.length > 0 && !giftCardMayPayFor(view.items)) return err({ type: 'GiftCardNotAllowed', message: GIFT_CARDS_FOR_GIFT_CARDS });
    for (const row of giftCards) {
      const card = await this.cards.byId(row.reference!, true);
      if (!card) return err({ type: 'GiftCardInvalid' });
      if (isExpired(card, now)) return err({ type: 'GiftCardExpired' });
      await this.cards.releaseLapsedHolds(card.id, now, snapshot.cart.id);
      await this.cards.release(card.id, snapshot.cart.id, now);
      const amount = amounts.get(row.id) ?? 0;
      if (amount > 0 && !(await this.cards.capture(card.id, snapshot.cart.id, orderNumber, amount, now))) {
        return err({ type: 'GiftCardBalanceChanged' });
      }
    }
    return ok(undefined);
  }

  async placed({ snapshot, now }: PlacingOrder, order: Order): Promise<Result<void, ApiFailure>> {
    for (const item of order.items.filter((i) => i.isDigitalProduct)) {
      for (let unit = 0; unit < item.qty; unit++) {
        await this.cards.insert({
          id: newGiftCardId(this.random), number: newGiftCardNumber(this.random), pinHash: NO_PIN_YET, currency: order.currency,
          amount: item.price.current, expiresAt: null, issuedAt: now, issuedBy: 'ORDER', orderNumber: order.orderNumber,
          orderItemId: item.id, recipientEmail: order.customerEmail, siteId: snapshot.cart.site_id,
        });
      }
    }
    return ok(undefined);
  }

  async committed({ siteId }: PlacedOrder, order: Order): Promise<void> {
    if (order.items.some((i) => i.isDigitalProduct)) await this.service.deliver(order.orderNumber, order.customerEmail, siteId);
  }

  async cancelled(order: Order, _ownerId: string, now: Date): Promise<void> {
    await this.cards.refundOrder(order.orderNumber, now);
    await this.cards.voidIssuedBy(order.orderNumber, now);
  }

}
