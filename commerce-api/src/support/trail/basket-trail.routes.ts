import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { ApiFailure } from '../../errors/api-failure';
import type { ContractRouter } from '../../http/contract-router';
import type { BasketTrailRecorder } from './basket-trail.recorder';
import type { BasketTrailRepository } from './basket-trail.repository';

/** `GET /support/v1/orders/{orderNumber}/trail` (support key): the redacted trail of the calls that built the order's basket. */
export function registerBasketTrailRoutes(router: ContractRouter, repository: BasketTrailRepository, recorder: BasketTrailRecorder): void {
  router.support('supportBasketTrail', ({ params }) =>
    // The writes under way (the order's own placeOrder row, just answered) are part of the trail.
    ResultAsync.fromSafePromise(recorder.flush().then(() => repository.forOrder(params.orderNumber)))
      .andThen((trail) => (trail === undefined ? errAsync<never, ApiFailure>({ type: 'OrderNotFound' }) : okAsync(trail))));
}
