import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { err, ok, type Result } from 'neverthrow';
import {
  basketIdSchema, hasErrorId, quantitySchema, STORAGE_KEYS,
  type AddToCartInput, type Cart, type CartItem, type CommerceError,
} from '@switchback/core';
import { fieldMessage, uiMessage, type UiMessage } from '../errors/ui-message';
import { useStorefront } from '../storefront.context';
import type { Storefront } from '../composition-root';

/** `pending` until the browser has restored the stored cart (and always during server rendering). */
export type CartStatus = 'pending' | 'ready' | 'failed';

export interface CartContextValue {
  readonly cart: Cart | null;
  readonly status: CartStatus;
  /** Why the stored cart could not be restored. */
  readonly error: UiMessage | null;
  readonly itemCount: number;
  add(input: AddToCartInput): Promise<Result<Cart, UiMessage>>;
  updateQuantity(item: CartItem, qty: number): Promise<Result<Cart, UiMessage>>;
  remove(item: CartItem): Promise<Result<Cart, UiMessage>>;
  /** The shopper's cart fresh from the API, starting a guest session (and a cart) if there is none yet. */
  load(): Promise<Result<Cart, UiMessage>>;
  /** A use case answered a newer cart (checkout steps). */
  replace(cart: Cart): void;
  /** The cart became an order: it is gone (PlaceOrder already forgot its id). */
  forget(): void;
}

const CartContext = createContext<CartContextValue | null>(null);

const NOT_READY: UiMessage = { text: 'The store is still loading. Please try again in a moment.', placement: 'top', notFound: false };

/**
 * The stored cart is gone for this session: start a new one. An expired guest token (401) never reaches here:
 * the HTTP client renews it once and retries the call (a guest whose token can no longer be renewed becomes a new
 * guest, whose retry answers CART_NOT_FOUND).
 */
const isLostCart = (error: CommerceError): boolean => hasErrorId(error, 'CART_NOT_FOUND');

interface CartState {
  readonly cart: Cart | null;
  readonly status: CartStatus;
  readonly error: UiMessage | null;
}

/**
 * The shopper's cart for the header count, the cart page and checkout. A stored cart is read back directly;
 * a guest session is started (StartGuestSession) only when there is no usable cart or token, at most once at a time.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const storefront = useStorefront();
  const [state, setState] = useState<CartState>({ cart: null, status: 'pending', error: null });
  const cartRef = useRef<Cart | null>(null);
  const sessionRef = useRef<Promise<Result<Cart, CommerceError>> | null>(null);

  const setCart = useCallback((cart: Cart | null) => {
    cartRef.current = cart;
    setState({ cart, status: 'ready', error: null });
  }, []);

  const startSession = useCallback((sf: Storefront): Promise<Result<Cart, CommerceError>> => {
    const current = sessionRef.current;
    if (current !== null) return current;
    const running = (async () => {
      const result = await sf.startGuestSession.run();
      if (result.isErr()) sessionRef.current = null;
      return result;
    })();
    sessionRef.current = running;
    return running;
  }, []);

  useEffect(() => {
    if (storefront === null) return;
    let cancelled = false;
    cartRef.current = null;
    sessionRef.current = null;
    void (async () => {
      const stored = await storefront.store.get(STORAGE_KEYS.basketId);
      const basketId = stored.isOk() ? basketIdSchema.safeParse(stored.value) : undefined;
      if (basketId === undefined || !basketId.success) {
        if (!cancelled) setCart(null);
        return;
      }
      let result = await storefront.carts.get(basketId.data);
      if (result.isErr() && isLostCart(result.error)) result = await startSession(storefront);
      if (cancelled) return;
      result.match(
        (cart) => setCart(cart),
        (error) => setState({ cart: null, status: 'failed', error: uiMessage(error) }),
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [storefront, setCart, startSession]);

  const settle = useCallback(
    (result: Result<Cart, CommerceError>): Result<Cart, UiMessage> => {
      if (result.isOk()) {
        setCart(result.value);
        return ok(result.value);
      }
      return err(uiMessage(result.error));
    },
    [setCart],
  );

  const load = useCallback(async (): Promise<Result<Cart, UiMessage>> => {
    if (storefront === null) return err(NOT_READY);
    const current = cartRef.current;
    if (current !== null) {
      const fresh = await storefront.carts.get(current.basketId);
      if (fresh.isOk() || !isLostCart(fresh.error)) return settle(fresh);
      sessionRef.current = null;
    }
    return settle(await startSession(storefront));
  }, [storefront, settle, startSession]);

  const add = useCallback(
    async (input: AddToCartInput): Promise<Result<Cart, UiMessage>> => {
      if (storefront === null) return err(NOT_READY);
      if (cartRef.current === null) {
        const session = await startSession(storefront);
        if (session.isErr()) return err(uiMessage(session.error));
      }
      return settle(await storefront.addToCart.run(input));
    },
    [storefront, settle, startSession],
  );

  const afterLineChange = useCallback(
    async (result: Result<Cart, CommerceError>): Promise<Result<Cart, UiMessage>> => {
      if (result.isErr() && storefront !== null && hasErrorId(result.error, 'CART_NOT_FOUND')) {
        sessionRef.current = null;
        const session = await startSession(storefront);
        if (session.isOk()) setCart(session.value);
      }
      return settle(result);
    },
    [storefront, settle, setCart, startSession],
  );

  const updateQuantity = useCallback(
    async (item: CartItem, qty: number): Promise<Result<Cart, UiMessage>> => {
      const basketId = cartRef.current?.basketId;
      if (storefront === null || basketId === undefined) return err(NOT_READY);
      const valid = quantitySchema.safeParse(qty);
      if (!valid.success) {
        return err({ text: fieldMessage('qty', valid.error.issues[0]?.message ?? 'is not valid'), placement: 'field', field: 'qty', notFound: false });
      }
      const result = await storefront.carts.updateItem(basketId, { itemId: item.id, productId: item.productId, upc: item.upc, qty: valid.data });
      return afterLineChange(result);
    },
    [storefront, afterLineChange],
  );

  const remove = useCallback(
    async (item: CartItem): Promise<Result<Cart, UiMessage>> => {
      const basketId = cartRef.current?.basketId;
      if (storefront === null || basketId === undefined) return err(NOT_READY);
      const result = await storefront.carts.removeItem({ cartId: basketId, itemId: item.id, upc: item.upc });
      return afterLineChange(result);
    },
    [storefront, afterLineChange],
  );

  const forget = useCallback(() => {
    sessionRef.current = null;
    setCart(null);
  }, [setCart]);

  const value = useMemo<CartContextValue>(
    () => ({
      cart: state.cart,
      status: state.status,
      error: state.error,
      itemCount: state.cart?.totals.totalUnits ?? 0,
      add,
      updateQuantity,
      remove,
      load,
      replace: setCart,
      forget,
    }),
    [state, add, updateQuantity, remove, load, setCart, forget],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (value === null) throw new Error('useCart is used outside CartProvider');
  return value;
}
