import type { FastifyInstance } from 'fastify';
import type { ContractRouter } from '../http/contract-router';
import type { BackInStockService } from './back-in-stock.service';
import type { ProductSetService } from './product-set.service';

/** How often claimed back-in-stock requests are mailed (the claim itself happens in the restocking transaction). */
export const BACK_IN_STOCK_DISPATCH_MS = 1_000;

/** Issue 11 §1: product sets (public) and notify-me (any token holder); the back-in-stock mail dispatcher's lifetime. */
export function registerMerchandisingRoutes(
  router: ContractRouter, app: FastifyInstance, sets: ProductSetService, backInStock: BackInStockService,
  dispatchEveryMs: number = BACK_IN_STOCK_DISPATCH_MS,
): void {
  router.public('productSets', ({ site, params }) => sets.setsOf(site, params.productId));
  router.public('productSet', ({ site, params }) => sets.set(site, params.productSetId));
  router.guest('notifyMe', ({ site, guest, body }) => backInStock.request(site, guest.customerId, body));

  // The dispatcher runs while the app is up: once when it is ready (requests claimed before a restart), then on a
  // timer; a run never overlaps the previous one, and a failed run is logged and retried at the next tick.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = (): void => {
    if (running) return;
    running = backInStock.dispatch()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'back-in-stock mail dispatch failed'))
      .finally(() => { running = undefined; });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, dispatchEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
