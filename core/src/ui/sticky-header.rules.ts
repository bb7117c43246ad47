/**
 * Issue 12 §2 "the header is sticky and hides on scroll down, returning on scroll up, except on excluded routes".
 * The routes (the path after the locale) where the header never hides: the cart and the checkout (the shopper's
 * totals and steps stay under a fixed header) and the order confirmation that ends the checkout.
 */
export const STICKY_HEADER_EXCLUDED_ROUTES = ['/cart', '/checkout', '/order-confirmation'] as const;

/** Whether the header may hide on this route: an excluded route or any path below it keeps the header in place. */
export function headerHidesOnScroll(route: string): boolean {
  const path = (route.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  return !STICKY_HEADER_EXCLUDED_ROUTES.some((excluded) => path === excluded || path.startsWith(`${excluded}/`));
}

/** Scrolled less than this from the top, the header always shows (CSS px). */
export const HEADER_ALWAYS_SHOWN_ABOVE_PX = 80;

export interface HeaderScroll {
  readonly route: string;
  /** The scroll position at the previous (debounced) decision and now (CSS px from the top). */
  readonly previousY: number;
  readonly currentY: number;
  /** A menu of the header is open, or the keyboard focus is inside the header: it never hides then. */
  readonly menuOpen: boolean;
  readonly focusInside: boolean;
  readonly hidden: boolean;
}

/** The header's next state after a (debounced) scroll: hidden on the way down, shown on the way up. */
export function headerHiddenAfterScroll(input: HeaderScroll): boolean {
  if (!headerHidesOnScroll(input.route) || input.menuOpen || input.focusInside) return false;
  if (input.currentY <= HEADER_ALWAYS_SHOWN_ABOVE_PX) return false;
  if (input.currentY > input.previousY) return true;
  if (input.currentY < input.previousY) return false;
  return input.hidden;
}
