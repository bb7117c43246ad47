import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { AddFromQuickShop, type AddItemToCart, type Scheduler } from '@switchback/core';
import type { UiText } from '../errors/ui-message';
import type { QuickShopAddOutcome } from './quick-shop.server';
import type { QuickShopSubmission } from './quick-shop-form.component';

/** The browser's timer as core's Scheduler port (the 2000 ms before the one retry). */
export const browserScheduler: Scheduler = {
  wait: (ms) => ResultAsync.fromSafePromise(new Promise<void>((resolve) => { setTimeout(resolve, Math.max(0, ms)); })),
};

/**
 * The panel's add: core's `AddFromQuickShop` (maxQty 1; on failure the error notification, then one retry after
 * 2000 ms unless it is a gift-with-purchase error), each attempt a fetcher submission to the quick-shop action, so
 * the header's mini-cart counts it while it is pending and the page's data reloads after it.
 */
export function useQuickShopAdd(action: string, onAdded: () => void) {
  const fetcher = useFetcher<QuickShopAddOutcome>();
  const waiting = useRef<((outcome: QuickShopAddOutcome) => void) | null>(null);
  const [error, setError] = useState<UiText | null>(null);
  const [running, setRunning] = useState(false);
  const latest = useRef<QuickShopAddOutcome | null>(null);

  // An attempt ends when its fetcher is idle again with the action's answer.
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve?.(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const add = useCallback((submission: QuickShopSubmission) => {
    const attempt = (): ResultAsync<QuickShopAddOutcome, never> => ResultAsync.fromSafePromise(new Promise<QuickShopAddOutcome>((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(
        { ...submission, qty: '1', enhanced: '1' },
        { method: 'post', action },
      );
    }));
    const addToCart: AddItemToCart = {
      run: () => attempt().andThen((outcome) => {
        latest.current = outcome;
        return outcome.ok ? okAsync(outcome.cart) : errAsync(outcome.cause);
      }),
    };
    const feedback = {
      // The notification carries the cart error message, in the shopper's language (the action's UiMessage).
      showError: () => { if (latest.current && !latest.current.ok) setError(latest.current.error); },
      // The storefront records no add-to-cart analytics yet: there is nothing to roll back.
      rollbackAddAnalytics: () => undefined,
    };
    setError(null);
    setRunning(true);
    void new AddFromQuickShop(addToCart, browserScheduler, feedback).run({ productId: submission.productId, upc: submission.upc })
      .match(() => { setRunning(false); setError(null); onAdded(); }, () => setRunning(false));
  }, [fetcher, action, onAdded]);

  return { add, error, busy: running };
}
