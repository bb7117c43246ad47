import { markEnhanced } from '../platform/enhanced-flag';
import { useHydrated } from '../platform/use-hydrated';

/**
 * Tells the action that the page is hydrated (`enhanced=1`: it answers data to the fetcher); a plain HTML
 * submission, JavaScript off, sends `enhanced=0` and is redirected (Post/Redirect/Get). The input is in the server's
 * HTML too, so hydration meets the same elements: an input that appeared only on the client would be matched (by
 * Preact's hydration) to the next hidden input of the form, and the form would send shifted values.
 */
export function EnhancedField() {
  return <input type="hidden" name="enhanced" value={useHydrated() ? '1' : '0'} ref={markEnhanced} />;
}
