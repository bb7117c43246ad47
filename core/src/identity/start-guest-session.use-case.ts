import { errAsync, type ResultAsync } from 'neverthrow';
import { createRememberedCart, readStoredBasketId } from '../cart/cart-session';
import type { Cart } from '../contract';
import { hasErrorId, type CommerceError } from '../errors';
import type { AuthApi, CartApi, KeyValueStore } from '../ports';

/**
 * §4 Login: a guest token exists by default. Obtains one, then restores the locally stored cart or creates one;
 * a stored basketId the upstream no longer knows (CART_NOT_FOUND) is replaced by a new cart.
 */
export class StartGuestSession {
  constructor(
    private readonly auth: AuthApi,
    private readonly carts: CartApi,
    private readonly store: KeyValueStore,
  ) {}

  run(): ResultAsync<Cart, CommerceError> {
    return this.auth
      .guestToken()
      .andThen(() => readStoredBasketId(this.store))
      .andThen((basketId) =>
        basketId === null
          ? createRememberedCart(this.carts, this.store)
          : this.carts.get(basketId).orElse((error) =>
              hasErrorId(error, 'CART_NOT_FOUND') ? createRememberedCart(this.carts, this.store) : errAsync(error)),
      );
  }
}
