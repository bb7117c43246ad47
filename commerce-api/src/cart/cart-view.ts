import {
  formatMoney, lineLimit, priceCart, SITES, type Cart, type CartItem, type CustomerGroup, type Flash, type PriceAdjustmentInput,
  type PricedCart, type Promotion,
} from '@switchback/core';
import type { ProductUrls } from '../catalog/product-urls';
import { SITE_PRICING } from '../sites/site-config';
import { cartPayments } from './cart-payments-view';
import type { CartItemRow, CartRow, PaymentInstrumentRow } from './cart.repository';
import type { CartLoyalty } from '../loyalty/cart-loyalty.source';
import { cartLoyaltyView } from '../loyalty/cart-profile-view';
import { lineShippingOptions, needsHomeDelivery, NO_FULFILMENT, type CartFulfilment } from '../fulfilment/cart-fulfilment';

/**
 * Issue 9: what the promotion engine needs besides the lines, loaded with the cart (promotions/cart-pricing.source.ts):
 * the site's promotions, the codes entered, the associate's adjustments, the shopper's groups and used-up promotions.
 */
export interface CartPricingContext {
  readonly promotions: readonly Promotion[];
  readonly couponCodes: readonly string[];
  readonly adjustments: readonly PriceAdjustmentInput[];
  readonly customerGroups: readonly CustomerGroup[];
  readonly exhaustedPromotionIds: readonly string[];
  readonly now: Date;
}

/** No promotion, code or adjustment: a cart priced as before issue 9. */
export const NO_PRICING_CONTEXT = (now: Date): CartPricingContext => ({
  promotions: [], couponCodes: [], adjustments: [], customerGroups: ['guest'], exhaustedPromotionIds: [], now,
});

/**
 * `items` holds the shopper's lines and the engine's gift lines (those carry `bonus_promotion_id`; they are derived at
 * each read from the engine's answer, never stored, so they come and go with the condition).
 */
export interface CartSnapshot {
  readonly cart: CartRow;
  readonly items: readonly CartItemRow[];
  /** Issue 9 §3: every payment instrument, in the order added (at most one card). */
  readonly instruments: readonly PaymentInstrumentRow[];
  /** Issue 9 §3/§6: the owner's loyalty and special profiles and the cart's reward voucher (loyalty/cart-loyalty.source.ts). */
  readonly loyalty?: CartLoyalty | undefined;
  readonly pricing: CartPricingContext;
  /** Issue 10: stores, their stock and collection points of the cart's lines (fulfilment/cart-fulfilment.ts). */
  readonly fulfilment?: CartFulfilment | undefined;
}

/** The id of the line a gift-with-purchase or bonus promotion adds (stable: the shopper's calls name it). */
export const giftItemId = (promotionId: string): string => `gift_${promotionId}`;

/** Core's promotion engine on the shopper's lines (gift lines are its output, never its input). */
export function priceSnapshot(cart: CartRow, items: readonly CartItemRow[], pricing: CartPricingContext): PricedCart {
  const site = SITE_PRICING[cart.site_id];
  const selected = site.shippingMethods.find((m) => m.code === cart.shipping_method);
  return priceCart({
    lines: items.filter((i) => i.bonus_promotion_id === undefined).map((i) => ({
      itemId: i.id, productId: i.product_id, categoryIds: [i.category_id], original: i.list_minor, current: i.sale_minor, qty: i.qty,
    })),
    siteId: cart.site_id,
    currency: cart.currency,
    tax: { bps: site.taxBps, included: site.taxIncluded },
    // Issue 10: pickup, ship-to-store and collection-point lines travel free; the home method is paid once any line goes home.
    shipping: needsHomeDelivery(items) ? selected?.priceMinor ?? 0 : 0,
    promotions: pricing.promotions,
    couponCodes: pricing.couponCodes,
    customerGroups: pricing.customerGroups,
    now: pricing.now,
    exhaustedPromotionIds: pricing.exhaustedPromotionIds,
    adjustments: pricing.adjustments,
    formatMoney: (minor) => formatMoney(minor, cart.currency, SITES[cart.site_id].locale),
  });
}

/** A shopper's line as priced by the engine; a gift line (not in the engine's lines) costs nothing and is `bonus`. */
function linePrice(item: CartItemRow, priced: PricedCart['lines'][number] | undefined, currency: Cart['currency']): Pick<CartItem, 'price' | 'productPromotions' | 'bonus'> {
  if (priced === undefined) {
    return {
      price: { original: item.list_minor, current: 0, rowTotal: 0, currency, priceAfterItemDiscount: 0, priceAfterOrderDiscount: 0 },
      productPromotions: [],
      bonus: true,
    };
  }
  return {
    price: {
      original: item.list_minor, current: item.sale_minor, rowTotal: priced.rowTotal, currency,
      priceAfterItemDiscount: priced.priceAfterItemDiscount, priceAfterOrderDiscount: priced.priceAfterOrderDiscount,
    },
    productPromotions: priced.productPromotions,
    bonus: false,
  };
}

function stockFlash(item: CartItemRow): Flash | undefined {
  // Issue 10 §8: a product withdrawn from sale since the line was added (ordering it is ITEM_NO_LONGER_AVAILABLE).
  if (item.withdrawn) return { type: 'ProductItemNotAvailable', message: `${item.name} is no longer available.`, itemId: item.id };
  if (item.stock_qty <= 0) {
    return { type: 'ProductLineItemFullInventoryMissing', message: `${item.name} is out of stock.`, itemId: item.id };
  }
  if (item.qty > item.stock_qty) {
    return { type: 'ProductLineItemInventoryMissing', message: `Only ${item.stock_qty} of ${item.name} left.`, itemId: item.id };
  }
  return undefined;
}

/**
 * The §3 cart as the contract shows it: prices and promotions (core's priceCart: line prices after discounts, gift
 * lines, coupons, thresholds, adjustments, totals), shipping options and stock flashes.
 */
export function cartView(snapshot: CartSnapshot, urls: ProductUrls): Cart {
  const { cart, items } = snapshot;
  const site = SITE_PRICING[cart.site_id];
  const priced = priceSnapshot(cart, items, snapshot.pricing);
  const totals = priced.totals;
  const pricedLine = new Map(priced.lines.map((l) => [l.itemId, l]));
  const lines: CartItem[] = items.map((i) => ({
    id: i.id,
    productId: i.product_id,
    masterId: i.product_id,
    slug: i.slug,
    name: i.name,
    upc: i.upc,
    color: i.color_code,
    colorName: i.color_name,
    size: i.size,
    image: urls.image(cart.site_id, i.product_id, i.color_code),
    qty: i.qty,
    maxQty: lineLimit(i.stock_qty),
    pdpUrl: urls.page(cart.site_id, i.slug, i.product_id),
    ...linePrice(i, pricedLine.get(i.id), cart.currency),
    isDigitalProduct: i.is_digital,
    shippingOptions: lineShippingOptions(i, cart, snapshot.fulfilment ?? NO_FULFILMENT),
  }));
  const loyalty = cartLoyaltyView(snapshot.loyalty, cart.currency, lines, totals);
  const payments = cartPayments(snapshot.instruments, { ...totals, appliedRewards: loyalty.appliedRewards });
  return {
    basketId: cart.id,
    currency: cart.currency,
    customerEmail: cart.customer_email,
    pickupContact: cart.pickup_contact,
    items: lines,
    totalItems: totals.totalUnits,
    totals: { ...totals, appliedRewards: loyalty.appliedRewards, remainingToPay: payments.remainingToPay },
    shippingAddress: cart.shipping_address,
    billingAddress: cart.billing_address,
    shippingMethods: {
      shippingId: 'me',
      applicableShippingMethods: site.shippingMethods.map((m) => ({
        code: m.code, label: m.label, price: { amount: m.priceMinor }, deliveryTime: m.deliveryTime, selected: m.code === cart.shipping_method,
      })),
    },
    payment_instruments: payments.instruments,
    flash: items.map(stockFlash).filter((f): f is Flash => f !== undefined),
    couponItems: priced.couponItems,
    orderPromotions: priced.orderPromotions,
    promoSummary: priced.promoSummary,
    approachingPromotions: priced.approachingPromotions,
    priceAdjustments: priced.priceAdjustments,
    ...loyalty.fields,
  };
}
