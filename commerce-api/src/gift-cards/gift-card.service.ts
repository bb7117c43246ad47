import { err, errAsync, ok, ResultAsync, type Result } from 'neverthrow';
import {
  maskGiftCardNumber, type Clock, type GiftCardBalance, type IssueGiftCardRequest, type IssuedGiftCard, type RandomSource,
  type ResendGiftCardEmailResponse, type SiteId,
} from '@switchback/core';
import type { Caller } from '../cart/cart.service';
import type { OrderRepository } from '../checkout/order.repository';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { PasswordHasher } from '../identity/password-hasher';
import type { Mailer, MailMessage } from '../mail/mailer.port';
import { randomId } from '../platform/random-id';
import { giftCardMail } from './gift-card-mail';
import type { GiftCardRepository, GiftCardRow } from './gift-card.repository';
import { newGiftCardNumber, newGiftCardPin } from './gift-card-secrets';

export const isExpired = (card: GiftCardRow, now: Date): boolean => card.expires_at !== null && card.expires_at.getTime() <= now.getTime();
export const newGiftCardId = (random: RandomSource): string => randomId(random, 'gc_', 20);

/**
 * Gift cards (issue 9 §1): the balance by number and PIN, support's issue, and the e-mail of an order's digital
 * cards. A wrong number and a wrong PIN are the same answer (GC_INVALID2), and take the same time (the PIN is
 * checked against a dummy hash when the number is unknown).
 */
export class GiftCardService {
  constructor(
    private readonly db: Database,
    private readonly cards: GiftCardRepository,
    private readonly orders: OrderRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {}

  /** The card a number and PIN open, if it is not expired: GC_INVALID2 for a wrong number or PIN alike, else GC_EXPIRED. */
  async open(number: string, pin: string, now: Date): Promise<Result<GiftCardRow, ApiFailure>> {
    const card = await this.cards.byNumber(number);
    const matches = await this.hasher.verifyOrDummy(card?.pin_hash, pin);
    if (!card || !matches) return err({ type: 'GiftCardInvalid' });
    if (isExpired(card, now)) return err({ type: 'GiftCardExpired' });
    return ok(card);
  }

  /** The balance to spend: held amounts are not, except holds that lapsed (given back at the card's next spend). */
  balance(request: { number: string; pin: string }): ResultAsync<GiftCardBalance, ApiFailure> {
    const now = this.clock.now();
    return new ResultAsync(this.open(request.number, request.pin, now)).map(async (card) => ({
      maskedNumber: maskGiftCardNumber(card.number),
      balance: card.balance_minor + (await this.cards.lapsedHolds(card.id, now)).reduce((sum, hold) => sum + hold.held, 0),
      currency: card.currency,
      expiresAt: card.expires_at?.toISOString() ?? null,
    }));
  }

  /** Support issues a card: a random 16-digit number and 6-digit PIN, answered once (only the PIN's hash is kept). */
  issue(request: IssueGiftCardRequest & { amount: number }): ResultAsync<IssuedGiftCard, ApiFailure> {
    const now = this.clock.now();
    const expiresAt = request.expiresAt === undefined ? null : new Date(request.expiresAt);
    if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) {
      return errAsync({ type: 'InvalidRequest', field: 'expiresAt', message: 'expiresAt must be in the future' });
    }
    const number = newGiftCardNumber(this.random);
    const pin = newGiftCardPin(this.random);
    return ResultAsync.fromSafePromise((async () => {
      await this.cards.insert({
        id: newGiftCardId(this.random), number, pinHash: await this.hasher.hash(pin), currency: request.currency, amount: request.amount,
        expiresAt, issuedAt: now, issuedBy: 'SUPPORT', recipientEmail: request.email ?? null,
      });
      return { number, pin, balance: request.amount, currency: request.currency, expiresAt: expiresAt?.toISOString() ?? null };
    })());
  }

  /**
   * Sends the digital gift cards of one of the caller's orders again (another caller's order is ORDER_NOT_FOUND; an
   * order without any GIFT_CARD_ORDER_NOT_FOUND). Each card gets a new PIN, mailed with it: the old PIN stops working,
   * since only PIN hashes are kept.
   */
  resend(caller: Caller, request: { orderNumber: string; itemId?: string | undefined }): ResultAsync<ResendGiftCardEmailResponse, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<{ mail: MailMessage; sent: number }, ApiFailure>> => {
      const order = await this.orders.byNumber(caller.customerId, request.orderNumber);
      if (!order) return err({ type: 'OrderNotFound' });
      const cards = await this.cards.byOrder(order.orderNumber, request.itemId);
      if (cards.length === 0) return err({ type: 'GiftCardOrderNotFound' });
      const email = cards[0]!.recipient_email ?? order.customerEmail;
      return ok({ mail: await this.rekey(cards, email, cards[0]!.site_id ?? 'en-us', order.orderNumber, true), sent: cards.length });
    })).andThen(({ mail, sent }) => this.mailer.send(mail).map(() => ({ sent, email: mail.to })));
  }

  /** Mails an order's cards, each with a new PIN (the caller's transaction stores its hash): after the commit, send it. */
  async rekey(cards: readonly GiftCardRow[], email: string, site: SiteId, orderNumber: string, resent: boolean): Promise<MailMessage> {
    const mailed = [];
    for (const card of cards) {
      const pin = newGiftCardPin(this.random);
      await this.cards.setPinHash(card.id, await this.hasher.hash(pin));
      mailed.push({ number: card.number, pin, amount: card.issued_minor, currency: card.currency, expiresAt: card.expires_at });
    }
    return giftCardMail(email, site, orderNumber, mailed, resent);
  }

  /** Sends an order's freshly issued cards (after the order committed): new PINs stored and mailed, in one go. */
  async deliver(orderNumber: string, email: string, site: SiteId): Promise<void> {
    const mail = await this.db.transaction(async (): Promise<Result<MailMessage | undefined, never>> => {
      const cards = await this.cards.byOrder(orderNumber);
      return ok(cards.length === 0 ? undefined : await this.rekey(cards, email, site, orderNumber, false));
    });
    if (mail.isOk() && mail.value) await this.mailer.send(mail.value);
  }
}
