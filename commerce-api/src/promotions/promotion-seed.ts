import type { PromotionInput, SiteId } from '@switchback/core';
import { buildDemoCatalogue, type DemoCatalogue } from '../catalog/demo-seed';
import type { PromotionRepository } from './promotion.repository';

/** The demo category with a product-level promotion (fleece & midlayers) and the one the gift comes from (socks & hats). */
export const PROMOTED_CATEGORY_ID = '2002';
export const GIFT_CATEGORY_ID = '3002';

/** The single-use demo coupon (usage limit 1 overall, per site): SAVE20 stays usable for the rest of the demo. */
export const SINGLE_USE_COUPON = 'ONETIME-DEMO';

interface SiteCopy {
  readonly prefix: string;
  readonly freeShippingFrom: number;
  readonly money: (major: number) => string;
  readonly text: {
    order10: string; freeShipping: string; fleece: string; gift: string; welcome: string; save20: string; oneTime: string;
    expired: string; employee: string; loyalty: string;
  };
}

const en = (money: (major: number) => string, freeShippingFrom: number): SiteCopy['text'] => ({
  order10: `10% off orders of ${money(150)} or more | Spend {distance} more for 10% off your order | 10% off your order`,
  freeShipping: `Free shipping on orders of ${money(freeShippingFrom / 100)} or more | Spend {distance} more for free shipping | You have free shipping`,
  fleece: '15% off fleece and midlayers | 15% off fleece and midlayers | 15% off fleece and midlayers',
  gift: `A free pair of socks with orders of ${money(100)} or more | Spend {distance} more for a free pair of socks | Free socks added to your bag`,
  welcome: 'WELCOME10: 10% off your first order | WELCOME10: 10% off your first order | WELCOME10: 10% off applied',
  save20: `SAVE20: ${money(20)} off orders of ${money(100)} or more | Spend {distance} more to use SAVE20 | SAVE20: ${money(20)} off applied`,
  oneTime: `${SINGLE_USE_COUPON}: ${money(15)} off, one order only | ${SINGLE_USE_COUPON}: ${money(15)} off | ${SINGLE_USE_COUPON}: ${money(15)} off applied`,
  expired: `EXPIRED5: ${money(5)} off | EXPIRED5: ${money(5)} off | EXPIRED5: ${money(5)} off applied`,
  employee: 'Employee discount: 30% off | Employee discount: 30% off | Employee discount: 30% off applied',
  loyalty: 'Members ship free | Members ship free | Free shipping for members',
});

const SITE_COPY: Record<SiteId, SiteCopy> = {
  'en-us': { prefix: 'US', freeShippingFrom: 7500, money: (m) => `$${m.toFixed(2)}`, text: en((m) => `$${m.toFixed(2)}`, 7500) },
  'en-gb': { prefix: 'GB', freeShippingFrom: 6000, money: (m) => `£${m.toFixed(2)}`, text: en((m) => `£${m.toFixed(2)}`, 6000) },
  'fr-fr': {
    prefix: 'FR',
    freeShippingFrom: 7000,
    money: (m) => `${m.toFixed(2).replace('.', ',')} €`,
    text: {
      order10: '10 % de remise dès 150,00 € d’achat | Plus que {distance} pour 10 % de remise sur votre commande | 10 % de remise sur votre commande',
      freeShipping: 'Livraison offerte dès 70,00 € d’achat | Plus que {distance} pour la livraison offerte | La livraison vous est offerte',
      fleece: '15 % de remise sur les polaires | 15 % de remise sur les polaires | 15 % de remise sur les polaires',
      gift: 'Une paire de chaussettes offerte dès 100,00 € d’achat | Plus que {distance} pour une paire de chaussettes offerte | Chaussettes offertes ajoutées à votre panier',
      welcome: 'WELCOME10 : 10 % de remise sur votre première commande | WELCOME10 : 10 % de remise sur votre première commande | WELCOME10 : 10 % de remise appliquée',
      save20: 'SAVE20 : 20,00 € de remise dès 100,00 € d’achat | Plus que {distance} pour utiliser SAVE20 | SAVE20 : 20,00 € de remise appliquée',
      oneTime: `${SINGLE_USE_COUPON} : 15,00 € de remise, une seule commande | ${SINGLE_USE_COUPON} : 15,00 € de remise | ${SINGLE_USE_COUPON} : 15,00 € de remise appliquée`,
      expired: 'EXPIRED5 : 5,00 € de remise | EXPIRED5 : 5,00 € de remise | EXPIRED5 : 5,00 € de remise appliquée',
      employee: 'Remise collaborateur : 30 % | Remise collaborateur : 30 % | Remise collaborateur de 30 % appliquée',
      loyalty: 'Livraison offerte aux membres | Livraison offerte aux membres | Livraison offerte aux membres',
    },
  },
};

/** The gift of the gift-with-purchase promotion: the best-stocked variant of the first socks & hats product of the demo catalogue. */
export function demoGift(catalogue: DemoCatalogue): { productId: string; upc: string } {
  const product = catalogue.products.find((p) => p.categoryId === GIFT_CATEGORY_ID)!;
  const stockOf = (upc: string) => catalogue.stock.find((s) => s.upc === upc)?.qty ?? 0;
  const variant = catalogue.variants.filter((v) => v.productId === product.id)
    .sort((a, b) => stockOf(b.upc) - stockOf(a.upc) || a.position - b.position)[0]!;
  return { productId: product.id, upc: variant.upc };
}

/**
 * The demo promotions of a site (issue 9 §2): an ORDER-level threshold (10 % off from 150.00), free shipping from a
 * threshold (en-us $75, en-gb £60, fr-fr 70 €), 15 % off one category (PRODUCT level), a gift with purchase from 100.00,
 * coupons WELCOME10 (10 %, once per customer), SAVE20 (20.00 off from 100.00), ONETIME-DEMO (15.00 off, one order
 * overall), EXPIRED5 (ended), the employee discount (30 %, group employee) and free shipping for loyalty members.
 */
export function demoPromotions(siteId: SiteId, gift: { productId: string; upc: string }): PromotionInput[] {
  const { prefix, freeShippingFrom, text } = SITE_COPY[siteId];
  const base = { siteIds: [siteId] as SiteId[] };
  return [
    { ...base, promotionId: `${prefix}_ORDER10_150`, name: '10% off from 150', level: 'ORDER', conditions: { minimumSubtotal: 15000 }, effect: { type: 'PERCENT_OFF', percent: 10 }, calloutMessage: text.order10, priority: 100 },
    { ...base, promotionId: `${prefix}_FREE_SHIPPING`, name: 'Free shipping', level: 'SHIPPING', conditions: { minimumSubtotal: freeShippingFrom }, effect: { type: 'FREE_SHIPPING' }, calloutMessage: text.freeShipping, priority: 100 },
    { ...base, promotionId: `${prefix}_FLEECE15`, name: '15% off fleece', level: 'PRODUCT', conditions: { categoryIds: [PROMOTED_CATEGORY_ID] }, effect: { type: 'PERCENT_OFF', percent: 15 }, calloutMessage: text.fleece, priority: 100, approachingDisplayLevel: ['cart', 'checkout', 'product', 'listing'] },
    { ...base, promotionId: `${prefix}_GWP_SOCKS`, name: 'Free socks from 100', level: 'ORDER', conditions: { minimumSubtotal: 10000 }, effect: { type: 'GIFT_WITH_PURCHASE', ...gift }, calloutMessage: text.gift, priority: 100 },
    { ...base, promotionId: `${prefix}_WELCOME10`, name: 'Welcome 10%', level: 'ORDER', couponCode: 'WELCOME10', conditions: { perCustomerLimit: 1 }, effect: { type: 'PERCENT_OFF', percent: 10 }, calloutMessage: text.welcome, priority: 50 },
    { ...base, promotionId: `${prefix}_SAVE20`, name: 'Save 20', level: 'ORDER', couponCode: 'SAVE20', conditions: { minimumSubtotal: 10000 }, effect: { type: 'AMOUNT_OFF', amount: 2000 }, calloutMessage: text.save20, priority: 50 },
    { ...base, promotionId: `${prefix}_ONETIME`, name: 'Single-use 15 off', level: 'ORDER', couponCode: SINGLE_USE_COUPON, conditions: { usageLimit: 1 }, effect: { type: 'AMOUNT_OFF', amount: 1500 }, calloutMessage: text.oneTime, priority: 50 },
    { ...base, promotionId: `${prefix}_EXPIRED5`, name: 'Expired 5 off', level: 'ORDER', couponCode: 'EXPIRED5', conditions: { startsAt: '2025-01-01T00:00:00Z', endsAt: '2025-02-01T00:00:00Z' }, effect: { type: 'AMOUNT_OFF', amount: 500 }, calloutMessage: text.expired, priority: 50 },
    { ...base, promotionId: `${prefix}_EMPLOYEE30`, name: 'Employee discount', level: 'ORDER', conditions: { customerGroups: ['employee'] }, effect: { type: 'PERCENT_OFF', percent: 30 }, calloutMessage: text.employee, priority: 10 },
    { ...base, promotionId: `${prefix}_LOYALTY_SHIPPING`, name: 'Members ship free', level: 'SHIPPING', conditions: { customerGroups: ['loyalty'] }, effect: { type: 'FREE_SHIPPING' }, calloutMessage: text.loyalty, priority: 10 },
  ];
}

/** Loads the demo promotions of every site; idempotent (a promotion already there is left as it is). */
export async function seedDemoPromotions(repository: PromotionRepository, now: Date, catalogue: DemoCatalogue = buildDemoCatalogue()): Promise<void> {
  const gift = demoGift(catalogue);
  for (const siteId of Object.keys(SITE_COPY) as SiteId[]) {
    for (const promotion of demoPromotions(siteId, gift)) await repository.insert(promotion, now);
  }
}
