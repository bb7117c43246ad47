import type { Address, Currency, LineFulfilment, PaymentInstrument, PickupContactValue, SiteId } from '@switchback/core';
import { translationTags, VARIANT_LINE_COLUMNS, variantLineJoins } from '../catalog/catalogue-language';
import type { Database } from '../database/database.port';

export interface CartRow {
  id: string; owner_id: string; site_id: SiteId; currency: Currency; status: 'OPEN' | 'ORDERED';
  customer_email: string | null; shipping_address: Address | null; billing_address: Address | null;
  shipping_method: string | null;
  /** Issue 10: who collects the pickup and collection-point lines; the shopper's store (favStoreId). */
  pickup_contact: PickupContactValue | null; fav_store_id: string | null;
}

export interface CartItemRow {
  id: string; upc: string; qty: number; product_id: string; name: string; slug: string; color_code: string;
  color_name: string; size: string; stock_qty: number; list_minor: number; sale_minor: number;
  /** Issue 10: the product was withdrawn from sale since the line was added (ITEM_NO_LONGER_AVAILABLE at checkout). */
  withdrawn: boolean;
  /** The product's category (issue 9: promotions on a category). */
  category_id: string;
  /** Issue 9: set on a gift line the promotion engine added (derived, never stored): the promotion's id. */
  bonus_promotion_id?: string;
  /** Issue 9: a digital product (an e-gift card), issued and mailed when the order is placed. */
  is_digital: boolean;
  /**
   * Issue 10: how the line is received, its store (pickup, ship to store) or collection point. Absent on gift lines
   * (home delivery). For a pickup line `stock_qty` is its store's units (fulfilment/cart-fulfilment.ts).
   */
  fulfilment?: LineFulfilment; store_id?: string | null; collection_point_id?: string | null;
}

export type PaymentMethodId = PaymentInstrument['payment_method_id'];

/**
 * One payment instrument of a cart (issue 9 §3: several per cart, at most one CREDIT_CARD). Card fields are set for
 * CREDIT_CARD only. `reference` is the kind's own id (a gift card's id, a reward code, …), `requested_amount` caps what
 * it pays, `details` is what the kind shows and what caps it (read by cart-payments-view.ts).
 */
export interface PaymentInstrumentRow {
  id: string; payment_method_id: PaymentMethodId;
  token: string | null; brand: string | null; last4: string | null; expiry_month: number | null; expiry_year: number | null; holder: string | null;
  reference: string | null; requested_amount: number | null; details: Record<string, unknown>; added_at: Date;
}

/** The card of a cart: its fields are all set. */
export interface CardInstrumentRow extends PaymentInstrumentRow {
  payment_method_id: 'CREDIT_CARD'; token: string; brand: string; last4: string; expiry_month: number; expiry_year: number; holder: string;
}

export const isCardRow = (row: PaymentInstrumentRow): row is CardInstrumentRow => row.payment_method_id === 'CREDIT_CARD';

/** A new instrument that is not a card. */
export interface NewInstrumentRow {
  id: string; payment_method_id: Exclude<PaymentMethodId, 'CREDIT_CARD'>; reference: string | null; requested_amount: number | null;
  details: Record<string, unknown>; added_at: Date;
}

const INSTRUMENT_COLUMNS = `id, payment_method_id, token, brand, last4, expiry_month, expiry_year, holder, reference, requested_amount,
  details, added_at`;

const CART_COLUMNS = 'id, owner_id, site_id, currency, status, customer_email, shipping_address, billing_address, shipping_method, pickup_contact, fav_store_id';

/** Carts, their items and payment instruments. Every read is scoped to the owner: another caller's cart does not exist. */
export class CartRepository {
  constructor(private readonly db: Database) {}

  async create(cart: { id: string; ownerId: string; siteId: SiteId; currency: Currency; now: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO carts (id, owner_id, site_id, currency, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [cart.id, cart.ownerId, cart.siteId, cart.currency, cart.now],
    );
  }

  /** `lock` takes a row lock (SELECT … FOR UPDATE) so concurrent changes to one cart queue up inside transactions. */
  async findOwned(id: string, ownerId: string, lock = false): Promise<CartRow | undefined> {
    const r = await this.db.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND owner_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, ownerId]);
    return r.rows[0];
  }

  /** The cart's lines, product and colour names in the cart's site language (so its order lines are too). */
  async items(cart: CartRow): Promise<CartItemRow[]> {
    const r = await this.db.query<CartItemRow>(`
      SELECT i.id, i.upc, i.qty, i.fulfilment, i.store_id, i.collection_point_id, p.category_id, ${VARIANT_LINE_COLUMNS}
      FROM cart_items i
      ${variantLineJoins('i')}
      WHERE i.cart_id = $1
      ORDER BY i.added_at, i.id`, [cart.id, cart.site_id, ...translationTags(cart.site_id)]);
    return r.rows;
  }

  /** Issue 9: variants as cart lines (for the engine's gift lines), in the cart's site language; qty 0 (the caller sets it). */
  async variantLines(cart: CartRow, upcs: readonly string[]): Promise<CartItemRow[]> {
    if (upcs.length === 0) return [];
    const r = await this.db.query<CartItemRow>(`
      SELECT g.upc AS id, g.upc, 0 AS qty, p.category_id, ${VARIANT_LINE_COLUMNS}
      FROM (SELECT DISTINCT unnest($1::text[]) AS upc) g
      ${variantLineJoins('g')}`, [upcs, cart.site_id, ...translationTags(cart.site_id)]);
    return r.rows;
  }

  async itemByUpc(cartId: string, upc: string): Promise<{ id: string; qty: number } | undefined> {
    return (await this.db.query<{ id: string; qty: number }>(
      'SELECT id, qty FROM cart_items WHERE cart_id = $1 AND upc = $2', [cartId, upc])).rows[0];
  }

  async item(cartId: string, itemId: string): Promise<{ id: string; upc: string; qty: number } | undefined> {
    return (await this.db.query<{ id: string; upc: string; qty: number }>(
      'SELECT id, upc, qty FROM cart_items WHERE cart_id = $1 AND id = $2', [cartId, itemId])).rows[0];
  }

  async insertItem(item: { id: string; cartId: string; upc: string; qty: number; now: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO cart_items (id, cart_id, upc, qty, added_at) VALUES ($1, $2, $3, $4, $5)',
      [item.id, item.cartId, item.upc, item.qty, item.now]);
  }

  async setItemQty(cartId: string, itemId: string, qty: number): Promise<void> {
    await this.db.query('UPDATE cart_items SET qty = $3 WHERE cart_id = $1 AND id = $2', [cartId, itemId, qty]);
  }

  async deleteItem(cartId: string, itemId: string): Promise<void> {
    await this.db.query('DELETE FROM cart_items WHERE cart_id = $1 AND id = $2', [cartId, itemId]);
  }

  async setShippingAddress(cartId: string, address: Address, email: string, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE carts SET shipping_address = $2::jsonb, customer_email = $3, updated_at = $4 WHERE id = $1',
      [cartId, JSON.stringify(address), email, now]);
  }

  /** Issue 10: the cart forgets its shipping address and contact e-mail; the shipping method goes too unless kept. */
  async clearShippingAddress(cartId: string, keepMethod: boolean, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE carts SET shipping_address = NULL, customer_email = NULL${keepMethod ? '' : ', shipping_method = NULL'}, updated_at = $2 WHERE id = $1`,
      [cartId, now]);
  }

  async clearBillingAddress(cartId: string, now: Date): Promise<void> {
    await this.db.query('UPDATE carts SET billing_address = NULL, updated_at = $2 WHERE id = $1', [cartId, now]);
  }

  /**
   * §8 INVALID_CUSTOMER: whether this cart id was merged away at a sign-in of this customer (as the guest who held
   * it or as the consumer it was merged into). Anybody else's former cart is as unknown as a made-up id.
   */
  async wasMergedAwayFrom(cartId: string, customerId: string): Promise<boolean> {
    return (await this.db.query(
      'SELECT 1 FROM merged_carts WHERE cart_id = $1 AND (guest_id = $2 OR consumer_id = $2)', [cartId, customerId])).rows.length > 0;
  }

  /** Issue 10: a guest cart merged into a consumer's cart at sign-in (and removed): remembered for INVALID_CUSTOMER. */
  async recordMerge(cartId: string, guestId: string, consumerId: string, intoCartId: string, now: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO merged_carts (cart_id, guest_id, consumer_id, merged_into, merged_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (cart_id) DO NOTHING',
      [cartId, guestId, consumerId, intoCartId, now]);
  }

  async setShippingMethod(cartId: string, code: string, now: Date): Promise<void> {
    await this.db.query('UPDATE carts SET shipping_method = $2, updated_at = $3 WHERE id = $1', [cartId, code, now]);
  }

  async setBillingAddress(cartId: string, address: Address, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE carts SET billing_address = $2::jsonb, updated_at = $3 WHERE id = $1', [cartId, JSON.stringify(address), now]);
  }

  /** The cart's payment instruments, in the order they were added. */
  async paymentInstruments(cartId: string): Promise<PaymentInstrumentRow[]> {
    return (await this.db.query<PaymentInstrumentRow>(
      `SELECT ${INSTRUMENT_COLUMNS} FROM cart_payment_instruments WHERE cart_id = $1 ORDER BY seq`, [cartId])).rows;
  }

  /** At most one card per cart: adding a card replaces the previous one (the other instruments stay). */
  async replaceCard(cartId: string, pi: Omit<CardInstrumentRow, 'payment_method_id' | 'reference' | 'requested_amount' | 'details'>): Promise<void> {
    await this.db.query("DELETE FROM cart_payment_instruments WHERE cart_id = $1 AND payment_method_id = 'CREDIT_CARD'", [cartId]);
    await this.db.query(`
      INSERT INTO cart_payment_instruments (id, cart_id, payment_method_id, token, brand, last4, expiry_month, expiry_year, holder, added_at)
      VALUES ($1, $2, 'CREDIT_CARD', $3, $4, $5, $6, $7, $8, $9)`,
      [pi.id, cartId, pi.token, pi.brand, pi.last4, pi.expiry_month, pi.expiry_year, pi.holder, pi.added_at]);
  }

  /** Adds an instrument that is not a card; false when the cart already has this kind with this reference. */
  async addInstrument(cartId: string, pi: NewInstrumentRow): Promise<boolean> {
    const r = await this.db.query(`
      INSERT INTO cart_payment_instruments (id, cart_id, payment_method_id, reference, requested_amount, details, added_at)
      VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
      ON CONFLICT (cart_id, payment_method_id, reference) WHERE reference IS NOT NULL DO NOTHING`,
      [pi.id, cartId, pi.payment_method_id, pi.reference, pi.requested_amount, JSON.stringify(pi.details), pi.added_at]);
    return r.rowCount === 1;
  }

  /** What a kind shows and counts on, refreshed (a gift card's balance after a hold). */
  async setInstrumentDetails(cartId: string, id: string, details: Record<string, unknown>): Promise<void> {
    await this.db.query('UPDATE cart_payment_instruments SET details = $3::jsonb WHERE cart_id = $1 AND id = $2',
      [cartId, id, JSON.stringify(details)]);
  }

  /** Takes an instrument off the cart; the removed row, or undefined when the cart has no such instrument. */
  async removeInstrument(cartId: string, id: string): Promise<PaymentInstrumentRow | undefined> {
    return (await this.db.query<PaymentInstrumentRow>(
      `DELETE FROM cart_payment_instruments WHERE cart_id = $1 AND id = $2 RETURNING ${INSTRUMENT_COLUMNS}`, [cartId, id])).rows[0];
  }

  async markOrdered(cartId: string, now: Date): Promise<void> {
    await this.db.query("UPDATE carts SET status = 'ORDERED', updated_at = $2 WHERE id = $1", [cartId, now]);
  }
}
