import { logoutDestination } from '../routing/logout-destination';
import { sessionKeys } from './session-keys';

export const LOGOUT_SUCCESS_MESSAGE = 'You have been signed out.';

/** §4 logout, one step at a time, in order; the adapter runs them. */
export type LogoutStep =
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'signOut'; readonly refreshToken: string }
  | { readonly type: 'clearSession'; readonly keys: readonly string[] }
  | { readonly type: 'clearCart' }
  | { readonly type: 'clearLoyalty' }
  | { readonly type: 'clearFavorites' }
  | { readonly type: 'obtainGuestToken' }
  | { readonly type: 'showSuccess'; readonly message: string };

/**
 * §4 logout: redirect away from protected areas (cart, checkout, favorites, account → home), sign out with the
 * refresh token, clear the session keys, cart, loyalty and favorites, obtain a guest token again, show a success
 * message. Without a refresh token there is nothing to sign out upstream; everything else still happens.
 */
export function logoutSequence(input: { readonly path: string; readonly refreshToken: string | null; readonly sessionId: string }): readonly LogoutStep[] {
  const destination = logoutDestination(input.path);
  return [
    ...(destination.redirect ? [{ type: 'redirect' as const, to: destination.to }] : []),
    ...(input.refreshToken ? [{ type: 'signOut' as const, refreshToken: input.refreshToken }] : []),
    { type: 'clearSession', keys: Object.values(sessionKeys(input.sessionId)) },
    { type: 'clearCart' },
    { type: 'clearLoyalty' },
    { type: 'clearFavorites' },
    { type: 'obtainGuestToken' },
    { type: 'showSuccess', message: LOGOUT_SUCCESS_MESSAGE },
  ];
}
