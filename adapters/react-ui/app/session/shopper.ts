/** What the browser may know of the session (no server code: components import it). */

/** The signed-in shopper as every loader reads it (from the site layout loader: `useShopper()`). */
export interface Shopper {
  readonly signedIn: boolean;
  readonly firstName: string | null;
  readonly email: string | null;
  readonly consumerNo: string | null;
  /** §6: consumerType EMPLOYEE. */
  readonly employee: boolean;
  /** §4: an employee who has not accepted the discount terms (core `needsEmployeeTerms`). */
  readonly needsEmployeeTerms: boolean;
}

/** §3 buy-in-store session of an in-store associate (core: connected when store id and employee id are set). */
export interface InStoreSession {
  readonly storeId: string;
  readonly storeName: string;
  readonly storeEmployeeId: string;
  readonly storeEmployeeName: string;
}

export const GUEST_SHOPPER: Shopper = { signedIn: false, firstName: null, email: null, consumerNo: null, employee: false, needsEmployeeTerms: false };

/** A message to show once on the next page (Post/Redirect/Get), by catalogue id. */
export type FlashMessage = 'auth.signedOut' | 'auth.signedIn' | 'auth.passwordChanged' | 'auth.passwordReset' | 'auth.associateEnded';
