import { useEffect } from 'react';
import { DEBOUNCE_MAX_WAIT_MS, DEBOUNCE_WAIT_MS, headerHiddenAfterScroll } from '@switchback/core';

/**
 * Issue 12 §2 the sticky header's behaviour (a lazily loaded part: nothing of it is needed for the first paint). Scroll
 * events are debounced (200 ms, at most 500 ms: §9), then core's headerHiddenAfterScroll decides from the direction,
 * the route, an open menu (an `aria-expanded="true"` control in the header) and the focus inside the header. It
 * toggles the header's `site-header--hidden` class (a transform: nothing moves; no transition with reduced motion).
 */
export function StickyHeader({ route }: { readonly route: string }) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (header === null) return undefined;
    let previousY = window.scrollY;
    let hidden = false;
    let first: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = (next: boolean) => {
      hidden = next;
      header.classList.toggle('site-header--hidden', next);
    };
    const decide = () => {
      first = undefined;
      timer = undefined;
      const currentY = window.scrollY;
      apply(headerHiddenAfterScroll({
        route, previousY, currentY, hidden,
        menuOpen: header.querySelector('[aria-expanded="true"]') !== null,
        focusInside: header.contains(document.activeElement),
      }));
      previousY = currentY;
    };
    const onScroll = () => {
      const now = performance.now();
      first ??= now;
      clearTimeout(timer);
      timer = setTimeout(decide, Math.max(0, Math.min(DEBOUNCE_WAIT_MS, first + DEBOUNCE_MAX_WAIT_MS - now)));
    };
    // The focus entering the header (keyboard) shows it at once.
    const onFocus = () => apply(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', onFocus);
    // Marks the behaviour as bound (its chunk loads after hydration).
    header.dataset.sticky = 'on';
    return () => {
      delete header.dataset.sticky;
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocus);
      clearTimeout(timer);
      apply(false);
    };
  }, [route]);
  return null;
}
