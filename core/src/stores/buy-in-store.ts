/** §3 buy-in-store session. */
export interface BuyInStoreSession {
  readonly storeId?: string | null;
  readonly storeName?: string | null;
  readonly storeEmployeeId?: string | null;
  readonly storeEmployeeName?: string | null;
}

/** §2: the in-store associate login path; an in-store session returns here once cleared. */
export const ASSOCIATE_LOGIN_PATH = '/associate-login';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** §4: an employee is connected when both store id and employee id are set. */
export const isConnectedInStore = (session: BuyInStoreSession | null | undefined): boolean =>
  present(session?.storeId) && present(session?.storeEmployeeId);

/** §4 clearing the session, in order: remove the stored data, log out, go to the associate login. */
export type ClearBuyInStoreStep =
  | { readonly type: 'removeStored'; readonly keys: readonly string[] }
  | { readonly type: 'logout' }
  | { readonly type: 'navigate'; readonly to: string };

export function clearBuyInStoreSequence(storedKeys: readonly string[], locale?: string): readonly ClearBuyInStoreStep[] {
  return [
    { type: 'removeStored', keys: storedKeys },
    { type: 'logout' },
    { type: 'navigate', to: locale ? `/${locale.toLowerCase()}${ASSOCIATE_LOGIN_PATH}` : ASSOCIATE_LOGIN_PATH },
  ];
}

/** §4: employees connected in store do not load favorites or saved-for-later. */
export const loadsFavoritesAndSavedForLater = (session: BuyInStoreSession | null | undefined): boolean => !isConnectedInStore(session);

/** §6 in-store associate: the store employee id can be sent on placing an order (§3 order inStoreSalesInfo). */
export function inStoreSalesInfo(session: BuyInStoreSession | null | undefined): { storeId: string; storeEmployeeId: string } | undefined {
  if (!isConnectedInStore(session)) return undefined;
  return { storeId: session!.storeId!.trim(), storeEmployeeId: session!.storeEmployeeId!.trim() };
}
