import { errAsync, type ResultAsync } from 'neverthrow';
import type { Cart } from '../contract';
import type { CommerceError } from '../errors';
import { addFailureDecision, QUICK_SHOP_MAX_QTY } from './quick-shop-add.rules';
import type { Scheduler } from '../ports/scheduler.port';

/** The add-to-cart use case (its `run` shape), so quick shop reuses the one the product page uses. */
export interface AddItemToCart {
  run(input: { productId: string; upc: string; qty: number }): ResultAsync<Cart, CommerceError>;
}

/** What the panel does on a failed add: the error notification and the analytics rollback. */
export interface QuickShopAddFeedback {
  showError(message: string): void;
  rollbackAddAnalytics(): void;
}

/** Adds the selected variant (qty 1); on failure notifies, rolls back analytics and retries as `addFailureDecision` says. */
export class AddFromQuickShop {
  constructor(
    private readonly addToCart: AddItemToCart,
    private readonly scheduler: Scheduler,
    private readonly feedback: QuickShopAddFeedback,
  ) {}

  run(input: { productId: string; upc: string }): ResultAsync<Cart, CommerceError> {
    return this.attempt(input, 1);
  }

  private attempt(input: { productId: string; upc: string }, attempt: number): ResultAsync<Cart, CommerceError> {
    return this.addToCart.run({ ...input, qty: QUICK_SHOP_MAX_QTY }).orElse((error) => {
      const decision = addFailureDecision(error, attempt);
      this.feedback.showError(decision.notification.message);
      this.feedback.rollbackAddAnalytics();
      if (decision.retryAfterMs === null) return errAsync(error);
      return this.scheduler.wait(decision.retryAfterMs).andThen(() => this.attempt(input, attempt + 1));
    });
  }
}
