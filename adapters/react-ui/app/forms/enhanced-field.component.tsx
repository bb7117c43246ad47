import { useHydrated } from '../platform/use-hydrated';

/**
 * Tells the action that the page is hydrated (it answers data to the fetcher); a plain HTML submission, JavaScript
 * off, lacks it and is redirected (Post/Redirect/Get).
 */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}
