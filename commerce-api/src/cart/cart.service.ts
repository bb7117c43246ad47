import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { checkLineQuantity, SITES, type AddItemRequest, type Cart, type Clock, type RemoveItemRequest, type SiteId, type UpdateItemRequest } from '@switchback/core';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { ProductUrls } from '../catalog/product-urls';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import type { CartLoyaltySource } from '../loyalty/cart-loyalty.source';
import { cartView, giftItemId, NO_PRICING_CONTEXT, priceSnapshot, type CartPricingContext, type CartSnapshot } from './cart-view';
import type { CartRepository, CartRow } from './cart.repository';

/** Who is calling: the guest identity from the verified token. */
export interface Caller {
  readonly customerId: string;
}

/** Issue 9: what the promotion engine needs about a cart (promotions/promotion-pricing.source.ts). */
export interface CartPricingSource {
  context(cart: CartRow, now: Date): Promise<CartPricingContext>;
}

const NO_PROMOTIONS: CartPricingSource = { context: async (_cart, now) => NO_PRICING_CONTEXT(now) };

/** Create, read and change carts. Every change runs in one transaction holding the cart's row lock. */
export class CartService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartRepository,
    private readonly catalog: CatalogRepository,
    private readonly urls: ProductUrls,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly pricing: CartPricingSource = NO_PROMOTIONS,
    /** Issue 9 §3/§6: the owner's loyalty and special profiles and the cart's reward (loyalty/cart-loyalty.source.ts). */
    private readonly loyalty?: CartLoyaltySource,
  ) {}

  /**
   * The cart, its lines and what prices them. The engine's gift lines are derived here at each read (a gift while
   * stocks last: one out of stock is left out), so they appear and go with the condition and placing the order
   * decrements their stock like any line.
   */
  async snapshot(cart: CartRow): Promise<CartSnapshot> {
    const [items, instruments, pricing, loyalty] = await Promise.all([
      this.carts.items(cart), this.carts.paymentInstruments(cart.id), this.pricing.context(cart, this.clock.now()), this.loyalty?.load(cart, this.clock.now()),
    ]);
    const gifts = priceSnapshot(cart, items, pricing).giftLines;
    const variants = await this.carts.variantLines(cart, gifts.map((g) => g.upc));
    const giftItems = gifts.flatMap((gift) => {
      const variant = variants.find((v) => v.upc === gift.upc);
      return variant === undefined || variant.stock_qty < gift.qty
        ? []
        : [{ ...variant, id: giftItemId(gift.promotionId), qty: gift.qty, bonus_promotion_id: gift.promotionId }];
    });
    return { cart, items: [...items, ...giftItems], instruments, pricing, loyalty };
  }

  /** §8 GWP_PRODUCT: a gift line of this cart is the engine's; the shopper cannot change or remove it. */
  private async giftLocked(cart: CartRow, itemId: string): Promise<Result<void, ApiFailure>> {
    if (!itemId.startsWith(giftItemId(''))) return ok(undefined);
    const { items } = await this.snapshot(cart);
    return items.some((i) => i.id === itemId && i.bonus_promotion_id !== undefined) ? err({ type: 'GiftProductLocked', itemId }) : ok(undefined);
  }

  async view(cart: CartRow): Promise<Cart> {
    return cartView(await this.snapshot(cart), this.urls);
  }

  create(caller: Caller, siteId: SiteId): ResultAsync<Cart, ApiFailure> {
    const id = this.ids.basketId();
    return ResultAsync.fromSafePromise((async () => {
      await this.carts.create({ id, ownerId: caller.customerId, siteId, currency: SITES[siteId].currency, now: this.clock.now() });
      const cart = await this.carts.findOwned(id, caller.customerId);
      return this.view(cart!);
    })());
  }

  get(caller: Caller, basketId: string): ResultAsync<Cart, ApiFailure> {
    return this.owned(caller, basketId).andThen((cart) => ResultAsync.fromSafePromise(this.view(cart)));
  }

  /** The caller's cart (not locked), or why not: CartNotFound, or INVALID_CUSTOMER for the caller's own merged-away cart. */
  owned(caller: Caller, basketId: string): ResultAsync<CartRow, ApiFailure> {
    return ResultAsync.fromSafePromise(this.carts.findOwned(basketId, caller.customerId)).andThen((cart) =>
      cart ? okAsync(cart) : ResultAsync.fromSafePromise(this.missing(caller, basketId)).andThen((why) => errAsync<CartRow, ApiFailure>(why)));
  }

  /**
   * Why the caller has no cart with this id (issue 10, §8): a cart of theirs merged into a consumer's cart at sign-in,
   * named again by a stale tab, is INVALID_CUSTOMER (the storefront clears it and reloads); any other id, another
   * principal's cart included, is CartNotFound (never revealing that it exists).
   */
  async missing(caller: Caller, basketId: string): Promise<ApiFailure> {
    return (await this.carts.wasMergedAwayFrom(basketId, caller.customerId)) ? { type: 'InvalidCustomer' } : { type: 'CartNotFound' };
  }

  /**
   * Runs `change` on the caller's open cart inside one transaction with the cart row locked, then answers the cart.
   * Any failure rolls the whole change back.
   */
  mutate(caller: Caller, basketId: string, change: (cart: CartRow) => Promise<Result<void, ApiFailure>>): ResultAsync<Cart, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<Cart, ApiFailure>> => {
      const cart = await this.carts.findOwned(basketId, caller.customerId, true);
      if (!cart) return err(await this.missing(caller, basketId));
      if (cart.status !== 'OPEN') return err({ type: 'OrderAlreadyPlaced' });
      const changed = await change(cart);
      if (changed.isErr()) return err(changed.error);
      const fresh = await this.carts.findOwned(basketId, caller.customerId);
      return ok(await this.view(fresh!));
    }));
  }

  /**
   * On add and update: the product is on sale (withdrawn → ITEM_NOT_AVAILABLE), priced on the cart's site (none →
   * NO_PRICE; a price of zero → INVALID_PRICE: only the engine's gift lines are free), then core's stock rule: none
   * left → ITEM_OOS; more than the line limit → ADDED_MAX_QUANTITY with maxAllowedQty.
   */
  private async checkQty(cart: CartRow, productId: string, upc: string, wantedQty: number): Promise<Result<void, ApiFailure>> {
    const variant = await this.catalog.saleStatus(cart.site_id, upc);
    if (!variant || variant.product_id !== productId) return err({ type: 'VariantNotFound', upc });
    if (variant.withdrawn) return err({ type: 'ItemNotAvailable', upc });
    if (variant.list_minor === null) return err({ type: 'NoPrice', upc });
    if (variant.list_minor <= 0 || variant.sale_minor === null || variant.sale_minor <= 0) return err({ type: 'InvalidPrice', upc });
    return checkLineQuantity(variant.qty, wantedQty).mapErr((problem): ApiFailure => (problem.type === 'OutOfStock'
      ? { type: 'ItemOutOfStock', upc }
      : { type: 'MaxQuantityExceeded', upc, maxAllowedQty: problem.maxAllowedQty }));
  }

  addItems(caller: Caller, request: AddItemRequest): ResultAsync<Cart, ApiFailure> {
    return this.mutate(caller, request.cartId, async (cart) => {
      for (const line of request.items) {
        const existing = await this.carts.itemByUpc(cart.id, line.upc);
        const wanted = (existing?.qty ?? 0) + line.qty;
        const allowed = await this.checkQty(cart, line.productId, line.upc, wanted);
        if (allowed.isErr()) return allowed;
        if (existing) await this.carts.setItemQty(cart.id, existing.id, wanted);
        else await this.carts.insertItem({ id: this.ids.itemId(), cartId: cart.id, upc: line.upc, qty: line.qty, now: this.clock.now() });
      }
      return ok(undefined);
    });
  }

  /** Sets an item's quantity; 0 removes it. */
  updateItem(caller: Caller, basketId: string, request: UpdateItemRequest): ResultAsync<Cart, ApiFailure> {
    return this.mutate(caller, basketId, async (cart) => {
      const locked = await this.giftLocked(cart, request.itemId);
      if (locked.isErr()) return locked;
      const item = await this.carts.item(cart.id, request.itemId);
      if (!item || item.upc !== request.upc) return err({ type: 'ItemNotFound', itemId: request.itemId });
      if (request.qty === 0) {
        await this.carts.deleteItem(cart.id, item.id);
        return ok(undefined);
      }
      const allowed = await this.checkQty(cart, request.productId, request.upc, request.qty);
      if (allowed.isErr()) return allowed;
      await this.carts.setItemQty(cart.id, item.id, request.qty);
      return ok(undefined);
    });
  }

  removeItem(caller: Caller, request: RemoveItemRequest): ResultAsync<Cart, ApiFailure> {
    return this.mutate(caller, request.cartId, async (cart) => {
      const locked = await this.giftLocked(cart, request.itemId);
      if (locked.isErr()) return locked;
      const item = await this.carts.item(cart.id, request.itemId);
      if (!item || item.upc !== request.upc) return err({ type: 'ItemNotFound', itemId: request.itemId });
      await this.carts.deleteItem(cart.id, item.id);
      return ok(undefined);
    });
  }
}
