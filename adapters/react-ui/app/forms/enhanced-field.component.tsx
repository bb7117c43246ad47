import { useHydrated } from '../platform/use-hydrated';

/**
 * The ref of a form's `enhanced` input: sets it to 1 as soon as it is mounted in the browser. Its `value` prop alone
 * is not enough: the browser build hydrates with Preact, which keeps the server's attributes while hydrating (the
 * server's `enhanced=0`), and a component that does not render again after hydration never updates it, so the form
 * went on asking for Post/Redirect/Get with JavaScript on. Refs do run while hydrating.
 */
function markEnhanced(input: HTMLInputElement | null): void {
  if (input !== null) input.value = '1';
}

/**
 * Tells the action that the page is hydrated (`enhanced=1`: it answers data to the fetcher); a plain HTML
 * submission, JavaScript off, sends `enhanced=0` and is redirected (Post/Redirect/Get). The input is in the server's
 * HTML too, so hydration meets the same elements: an input that appeared only on the client would be matched (by
 * Preact's hydration) to the next hidden input of the form, and the form would send shifted values.
 */
export function EnhancedField() {
  return <input type="hidden" name="enhanced" value={useHydrated() ? '1' : '0'} ref={markEnhanced} />;
}
