import { errAsync, type ResultAsync } from 'neverthrow';
import { addItemLineSchema, type AddItemRequest, type Cart } from '../contract';
import { hasErrorId, parseInput, type CommerceError } from '../errors';
import type { CartApi, KeyValueStore } from '../ports';
import { createRememberedCart, readStoredBasketId } from './cart-session';

export interface AddToCartInput {
  readonly productId: string;
  readonly upc: string;
  readonly qty: number;
  /** Issue 10: picked up in this store (from its stock) instead of delivered. */
  readonly storeId?: string;
}

type ItemLine = AddItemRequest['items'][number];

/**
 * §4 Order flow "create cart, add items": adds one variant to the stored cart, creating the cart when none is
 * stored. §4/§8 CART_NOT_FOUND: rebuild the cart and retry, once.
 */
export class AddToCart {
  constructor(
    private readonly carts: CartApi,
    private readonly store: KeyValueStore,
  ) {}

  run(input: AddToCartInput): ResultAsync<Cart, CommerceError> {
    return parseInput(addItemLineSchema, input).asyncAndThen((line) =>
      readStoredBasketId(this.store).andThen((basketId) =>
        basketId === null
          ? this.addToNewCart(line)
          : this.carts.addItems({ cartId: basketId, items: [line] }).orElse((error) =>
              hasErrorId(error, 'CART_NOT_FOUND') ? this.addToNewCart(line) : errAsync(error)),
      ),
    );
  }

  private addToNewCart(line: ItemLine): ResultAsync<Cart, CommerceError> {
    return createRememberedCart(this.carts, this.store).andThen((cart) => this.carts.addItems({ cartId: cart.basketId, items: [line] }));
  }
}
