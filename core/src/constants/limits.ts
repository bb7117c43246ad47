import { STOCK_LABELS } from '../catalog/resolve-variant';

/** §9 business constants and limits. */

/** Page-reload guard: 10 s by default. */
export const RELOAD_GUARD_MS = 10_000;
/** Reload 4000 ms after an invalid-customer error. */
export const INVALID_CUSTOMER_RELOAD_MS = 4000;

/** §9: whether a page reload may happen now: not within the guard window after the last one. Times from the Clock port. */
export const canReload = (lastReloadAtMs: number | null, nowMs: number, guardMs: number = RELOAD_GUARD_MS): boolean =>
  lastReloadAtMs === null || nowMs - lastReloadAtMs >= guardMs;

/** Default max quantity 999999 when none given. */
export const DEFAULT_MAX_QUANTITY = 999_999;
export const maxQuantityOf = (maxQty: number | null | undefined): number =>
  typeof maxQty === 'number' && Number.isInteger(maxQty) && maxQty > 0 ? maxQty : DEFAULT_MAX_QUANTITY;

/** Interests joined with a pipe. */
export const INTERESTS_SEPARATOR = '|';
export const joinInterests = (interests: readonly string[]): string =>
  interests.map((interest) => interest.trim()).filter((interest) => interest !== '' && !interest.includes(INTERESTS_SEPARATOR)).join(INTERESTS_SEPARATOR);
export const splitInterests = (joined: string | null | undefined): string[] =>
  (joined ?? '').split(INTERESTS_SEPARATOR).map((interest) => interest.trim()).filter((interest) => interest !== '');

/** Low stock label matches LOW STOCK (the catalogue's own label for the LOW_STOCK status). */
export const LOW_STOCK_LABEL = STOCK_LABELS.LOW_STOCK;
export const isLowStockLabel = (label: string | null | undefined): boolean => (label ?? '').toUpperCase().includes(LOW_STOCK_LABEL);

/** Payment ids ATHLETES_PAYMENT, GIFT_CARD, LOYALTY_POINTS have special handling. */
export const SPECIAL_PAYMENT_IDS = ['ATHLETES_PAYMENT', 'GIFT_CARD', 'LOYALTY_POINTS'] as const;
export const isSpecialPaymentId = (paymentMethodId: string): boolean => (SPECIAL_PAYMENT_IDS as readonly string[]).includes(paymentMethodId);

/** Cookie consent categories: required C0001, performance and analytics C0002, functional C0003, targeting C0004. */
export const CONSENT_CATEGORY_IDS = { required: 'C0001', performance: 'C0002', functional: 'C0003', targeting: 'C0004' } as const;

/** Pop-up and scroll debounce 200 ms with max wait 500 ms. */
export const DEBOUNCE_WAIT_MS = 200;
export const DEBOUNCE_MAX_WAIT_MS = 500;

/**
 * When a debounced call fires: 200 ms after the last call, but never later than 500 ms after the first call of
 * the burst. Times from the Clock port.
 */
export const debounceFireAt = (firstCallAtMs: number, lastCallAtMs: number): number =>
  Math.min(lastCallAtMs + DEBOUNCE_WAIT_MS, firstCallAtMs + DEBOUNCE_MAX_WAIT_MS);

/** Mock API is disabled in production; default mocked status 200. */
export const MOCK_API_DEFAULT_STATUS = 200;
export const mockApiEnabled = (environment: string, requested: boolean): boolean => requested && environment !== 'production';
