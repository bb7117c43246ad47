import { CART_WITHOUT_PROMOTIONS, cartTotals, lineLimit, type Cart, type CartItem, type Flash } from '@switchback/core';
import type { ProductUrls } from '../catalog/product-urls';
import { SITE_PRICING } from '../sites/site-config';
import { cartPayments } from './cart-payments-view';
import type { CartItemRow, CartRow, PaymentInstrumentRow } from './cart.repository';
import type { CartLoyalty } from '../loyalty/cart-loyalty.source';
import { cartLoyaltyView } from '../loyalty/cart-profile-view';

export interface CartSnapshot {
  readonly cart: CartRow;
  readonly items: readonly CartItemRow[];
  /** Issue 9 §3: every payment instrument, in the order added (at most one card). */
  readonly instruments: readonly PaymentInstrumentRow[];
  /** Issue 9 §3/§6: the owner's loyalty and special profiles and the cart's reward voucher (loyalty/cart-loyalty.source.ts). */
  readonly loyalty?: CartLoyalty | undefined;
}

function stockFlash(item: CartItemRow): Flash | undefined {
  if (item.stock_qty <= 0) {
    return { type: 'ProductLineItemFullInventoryMissing', message: `${item.name} is out of stock.`, itemId: item.id };
  }
  if (item.qty > item.stock_qty) {
    return { type: 'ProductLineItemInventoryMissing', message: `Only ${item.stock_qty} of ${item.name} left.`, itemId: item.id };
  }
  return undefined;
}

/** The §3 cart as the contract shows it: prices, totals (core's cartTotals), shipping options and stock flashes. */
export function cartView(snapshot: CartSnapshot, urls: ProductUrls): Cart {
  const { cart, items } = snapshot;
  const site = SITE_PRICING[cart.site_id];
  const selected = site.shippingMethods.find((m) => m.code === cart.shipping_method);
  const totals = cartTotals(
    items.map((i) => ({ original: i.list_minor, current: i.sale_minor, qty: i.qty })),
    selected?.priceMinor ?? 0,
    { bps: site.taxBps, included: site.taxIncluded },
    cart.currency,
  );
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
    price: {
      original: i.list_minor, current: i.sale_minor, rowTotal: i.sale_minor * i.qty, currency: cart.currency,
      priceAfterItemDiscount: i.sale_minor * i.qty, priceAfterOrderDiscount: i.sale_minor * i.qty,
    },
    productPromotions: [],
    bonus: false,
    isDigitalProduct: false,
  }));
  const loyalty = cartLoyaltyView(snapshot.loyalty, cart.currency, lines, totals);
  const payments = cartPayments(snapshot.instruments, { ...totals, appliedRewards: loyalty.appliedRewards });
  return {
    basketId: cart.id,
    currency: cart.currency,
    customerEmail: cart.customer_email,
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
    ...CART_WITHOUT_PROMOTIONS,
    ...loyalty.fields,
  };
}
