import type { ContractRouter } from '../http/contract-router';
import type { GiftCardService } from './gift-card.service';

/** Issue 9 gift cards: the balance (rate-limited per client like sign-in), the e-mail again, support's issue. */
export function registerGiftCardRoutes(router: ContractRouter, giftCards: GiftCardService): void {
  router.guest('giftCardBalance', ({ body }) => giftCards.balance(body));
  router.guest('resendGiftCardEmail', ({ guest, body }) => giftCards.resend(guest, body));
  router.support('supportIssueGiftCard', ({ body }) => giftCards.issue(body));
}
