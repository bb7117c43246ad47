import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  checkLineQuantity, presaleAddition, SITES, type AddItemRequest, type Cart, type Clock, type Flash, type RemoveItemRequest, type SiteId,
  type UpdateItemQuery, type UpdateItemRequest,
} from '@switchback/core';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { ProductUrls } from '../catalog/product-urls';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import type { CartLoyaltySource } from '../loyalty/cart-loyalty.source';
import { cartView, giftItemId, NO_PRICING_CONTEXT, priceSnapshot, type CartPricingContext, type CartSnapshot } from './cart-view';
import type { CartRepository, CartRow } from './cart.repository';
import { locatedItems, NO_FULFILMENT } from '../fulfilment/cart-fulfilment';
import type { FulfilmentService, LineTarget } from '../fulfilment/fulfilment.service';
import type { PrincipalKind } from '../identity/guest-token.service';

/** Who is calling: the identity from the verified token (a guest or a registered consumer). */
export interface Caller {
  readonly customerId: string;
  /** storefront-experience §6: only a registered consumer may add a presale product. */
  readonly kind: PrincipalKind;
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
    /** Issue 10: where each line is received (pickup, ship to store, collection point, home) and its transitions. */
    private readonly fulfilment?: FulfilmentService,
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
    const fulfilment = this.fulfilment ? await this.fulfilment.load(cart, items) : NO_FULFILMENT;
    return { cart, items: locatedItems([...items, ...giftItems], cart, fulfilment), instruments, pricing, loyalty, fulfilment };
  }

  /** §8 GWP_PRODUCT: a gift line of this cart is the engine's; the shopper cannot change or remove it. */
  private async giftLocked(cart: CartRow, itemId: string): Promise<Result<void, ApiFailure>> {
    if (!itemId.startsWith(giftItemId(''))) return ok(undefined);
    const { items } = await this.snapshot(cart);
    return items.some((i) => i.id === itemId && i.bonus_promotion_id !== undefined) ? err({ type: 'GiftProductLocked', itemId }) : ok(undefined);
  }

  /** The cart as the contract shows it; `announced` (transitions just applied) come first in its flash. */
  async view(cart: CartRow, announced: readonly Flash[] = []): Promise<Cart> {
    const view = cartView(await this.snapshot(cart), this.urls);
    return announced.length === 0 ? view : { ...view, flash: [...announced, ...view.flash] };
  }

  create(caller: Caller, siteId: SiteId): ResultAsync<Cart, ApiFailure> {
    const id = this.ids.basketId();
    return ResultAsync.fromSafePromise((async () => {
      await this.carts.create({ id, ownerId: caller.customerId, siteId, currency: SITES[siteId].currency, now: this.clock.now() });
      const cart = await this.carts.findOwned(id, caller.customerId);
      return this.view(cart!);
    })());
  }

  /**
   * The cart. Issue 10: reading an open cart applies the server-announced transitions (its lines whose delivery no
   * longer holds move, each answered as a flash entry); `favStoreId` becomes the cart's shopper store first.
   */
  get(caller: Caller, basketId: string, favStoreId?: string): ResultAsync<Cart, ApiFailure> {
    const fulfilment = this.fulfilment;
    if (!fulfilment) {
      return this.owned(caller, basketId).andThen((cart) => ResultAsync.fromSafePromise(this.view(cart)));
    }
    return new ResultAsync(this.db.transaction(async (): Promise<Result<Cart, ApiFailure>> => {
      const cart = await this.carts.findOwned(basketId, caller.customerId, true);
      if (!cart) return err(await this.missing(caller, basketId));
      if (cart.status !== 'OPEN') return ok(await this.view(cart));
      if (favStoreId !== undefined) {
        const set = await fulfilment.setFavStore(cart, favStoreId);
        if (set.isErr()) return err(set.error);
      }
      const moved = await this.settle(cart);
      return ok(await this.view((await this.carts.findOwned(basketId, caller.customerId))!, moved));
    }));
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

  /** Issue 10 §4: applies the transitions to a locked open cart; the flash entries of the lines that moved. */
  async settle(cart: CartRow): Promise<Flash[]> {
    if (!this.fulfilment) return [];
    return this.fulfilment.settle((await this.carts.findOwned(cart.id, cart.owner_id))!);
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
   * NO_PRICE; a price of zero → INVALID_PRICE: only the engine's gift lines are free), sold to the caller (a presale
   * product to a guest → PRESALE_SIGN_IN_REQUIRED), then core's stock rule: none left → ITEM_OOS; more than the line
   * limit → ADDED_MAX_QUANTITY with maxAllowedQty.
   */
  private async checkQty(caller: Caller, cart: CartRow, productId: string, upc: string, wantedQty: number): Promise<Result<void, ApiFailure>> {
    const onSale = await this.checkOnSale(caller, cart, productId, upc);
    if (onSale.isErr()) return err(onSale.error);
    return checkLineQuantity(onSale.value, wantedQty).mapErr((problem): ApiFailure => (problem.type === 'OutOfStock'
      ? { type: 'ItemOutOfStock', upc }
      : { type: 'MaxQuantityExceeded', upc, maxAllowedQty: problem.maxAllowedQty }));
  }

  /**
   * The variant is the product's, on sale and priced on the cart's site, and the caller may buy it (core's
   * `presaleAddition`); its warehouse units. Checked for every line, wherever it is received.
   */
  private async checkOnSale(caller: Caller, cart: CartRow, productId: string, upc: string): Promise<Result<number, ApiFailure>> {
    const variant = await this.catalog.saleStatus(cart.site_id, upc);
    if (!variant || variant.product_id !== productId) return err({ type: 'VariantNotFound', upc });
    if (variant.withdrawn) return err({ type: 'ItemNotAvailable', upc });
    if (variant.list_minor === null) return err({ type: 'NoPrice', upc });
    if (variant.list_minor <= 0 || variant.sale_minor === null || variant.sale_minor <= 0) return err({ type: 'InvalidPrice', upc });
    if (presaleAddition(variant, caller.kind).isErr()) return err({ type: 'PresaleSignInRequired', upc });
    return ok(variant.qty);
  }

  addItems(caller: Caller, request: AddItemRequest): ResultAsync<Cart, ApiFailure> {
    return this.mutate(caller, request.cartId, async (cart) => {
      for (const line of request.items) {
        const existing = await this.carts.itemByUpc(cart.id, line.upc);
        const wanted = (existing?.qty ?? 0) + line.qty;
        if (this.fulfilment) {
          const onSale = await this.checkOnSale(caller, cart, line.productId, line.upc);
          if (onSale.isErr()) return err(onSale.error);
          // Issue 10: checked against the stock of where the line is received; a storeId makes it a pickup there.
          const target: LineTarget | undefined = line.storeId === undefined ? undefined : { action: 'pickup', storeId: line.storeId };
          const placed = await this.fulfilment.place(cart, { itemId: existing?.id, productId: line.productId, upc: line.upc, qty: wanted }, target);
          if (placed.isErr()) return placed;
          continue;
        }
        const allowed = await this.checkQty(caller, cart, line.productId, line.upc, wanted);
        if (allowed.isErr()) return allowed;
        if (existing) await this.carts.setItemQty(cart.id, existing.id, wanted);
        else await this.carts.insertItem({ id: this.ids.itemId(), cartId: cart.id, upc: line.upc, qty: line.qty, now: this.clock.now() });
      }
      return ok(undefined);
    });
  }

  /**
   * Sets an item's quantity; 0 removes it. Issue 10: `query.action` moves the line (pickup or sts in `storeId`, pudo
   * to `collectionPointId`, home); without it the line keeps how it is received.
   */
  updateItem(caller: Caller, basketId: string, request: UpdateItemRequest, query: Omit<UpdateItemQuery, 'locale'> = {}): ResultAsync<Cart, ApiFailure> {
    return this.mutate(caller, basketId, async (cart) => {
      const locked = await this.giftLocked(cart, request.itemId);
      if (locked.isErr()) return locked;
      const item = await this.carts.item(cart.id, request.itemId);
      if (!item || item.upc !== request.upc) return err({ type: 'ItemNotFound', itemId: request.itemId });
      if (request.qty === 0) {
        await this.carts.deleteItem(cart.id, item.id);
        return ok(undefined);
      }
      if (this.fulfilment) {
        const onSale = await this.checkOnSale(caller, cart, request.productId, request.upc);
        if (onSale.isErr()) return err(onSale.error);
        if (query.favStoreId !== undefined) {
          const set = await this.fulfilment.setFavStore(cart, query.favStoreId);
          if (set.isErr()) return set;
        }
        const target = query.action === undefined ? undefined : { action: query.action, storeId: request.storeId, collectionPointId: request.collectionPointId };
        return this.fulfilment.place(cart, { itemId: item.id, productId: request.productId, upc: request.upc, qty: request.qty }, target);
      }
      const allowed = await this.checkQty(caller, cart, request.productId, request.upc, request.qty);
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
