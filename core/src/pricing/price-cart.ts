import type {
  ApproachingPromotionView, CouponItem, Currency, CustomerGroup, OrderPromotion, PriceAdjustment, ProductPromotion, Promotion,
  PromotionLevel, PromoSummaryEntry, Totals,
} from '../contract';
import { divideRoundHalfUp, pricedTotals, type TaxRule } from '../cart/cart-pricing';
import { calloutText, parseCallout } from '../promotions/callout';
import { thresholdStatus, type ThresholdStatus } from '../promotions/threshold';

/**
 * Issue 9 §2: the promotion engine. ONE pure function, `priceCart`, from a cart's lines, its shipping price, the
 * site's tax rule, the promotions (as data), the coupon codes entered, the shopper's groups, the time and the
 * associate's manual price adjustments, to the priced cart. Integer minor units throughout, never floats.
 *
 * Eligibility of a promotion (all must hold, else it is ignored — neither applied nor approaching):
 *  - `active`, the cart's site is in `siteIds`, `startsAt <= now < endsAt` (each bound optional);
 *  - `customerGroups` (when set) shares a group with the shopper's groups;
 *  - its id is not in `exhaustedPromotionIds` (usage limits are counted by the caller: overall and per customer);
 *  - a promotion with a `couponCode` needs that code among the codes entered (compared without case).
 * Conditions that decide whether an eligible promotion applies now:
 *  - `productIds` / `categoryIds` (when set): a line matches when its product id or one of its categories is listed;
 *    a PRODUCT-level promotion discounts the matching lines only; other levels need at least one matching line.
 *  - `minimumSubtotal`: PRODUCT-level promotions measure it on the subtotal before promotions (the sum of the rows at
 *    their selling price); every other level measures it on the subtotal AFTER product-level discounts (before manual
 *    adjustments). The cart reaches it when the subtotal is at least the threshold.
 *
 * Evaluation order: PRODUCT, then ORDER, then SHIPPING. Within a level promotions are considered by `priority`
 * (lower first) then `promotionId`, so the order the promotions are given in never changes the result.
 *  - PRODUCT: per line, the best of the applicable promotions for the shopper (the largest discount; ties by priority,
 *    then promotionId). PERCENT_OFF: round half up of row × percent / 100, per line. AMOUNT_OFF: amount per unit.
 *    FIXED_PRICE: the unit price becomes the amount (never raised).
 *  - ORDER: at most one applies, the best for the shopper. PERCENT_OFF of the subtotal (round half up), AMOUNT_OFF.
 *    The discount is spread over the lines pro rata to their amount (floor of each share); the remainder (fewer
 *    minor units than lines) goes to the largest line, then the next largest if that one is used up, so the lines'
 *    `priceAfterOrderDiscount` sum exactly to the subtotal minus the discount.
 *  - SHIPPING: at most one applies, the best: FREE_SHIPPING, PERCENT_OFF or AMOUNT_OFF of the selected method's price.
 *  - GIFT_WITH_PURCHASE / BONUS_PRODUCT (any level): every applicable one adds its line (price 0, `bonus: true`);
 *    they take nothing off, so they do not compete with the level's discount.
 *  Effects that make no sense at a level (FREE_SHIPPING on a product, FIXED_PRICE on an order or shipping) never apply.
 * Manual price adjustments (associate mode) apply after the promotions of their level: a line adjustment on the line
 * after its product-level promotion (before the order-level promotion is computed), an order adjustment on the
 * subtotal after the order-level promotion, spread over the lines like an order promotion. PERCENT_OFF rounds half
 * up. Every discount is capped at what it discounts, so no amount is ever negative.
 * Tax: core's `taxOf` on the discounted amount (lines after every discount + shipping charged). VAT-inclusive sites
 * (en-gb, fr-fr): total = discounted gross, tax is the VAT inside it; tax-exclusive (en-us): tax added on top.
 * Totals: itemTotal = rows at selling price; totalDiscount = markdowns (list − selling) + promotionDiscount;
 * promotionDiscount = product + order + shipping promotions + adjustments; shipping = the price charged (after the
 * shipping promotion); total = Σ priceAfterOrderDiscount + shipping (+ tax when exclusive); remainingToPay = total;
 * appliedRewards = 0 (payments are applied by the caller).
 * Approaching promotions: every eligible promotion with a `minimumSubtotal` the shopper could get (its product
 * condition met by a line) — not reached yet (status Above Threshold, the distance left), or reached and applied
 * (Threshold Reached, distance null). A reached promotion that lost to a better one of its level is not listed, so
 * "Threshold Reached" ⇔ the promotion applied. The message is the §5 callout for the status, with the distance
 * formatted by `formatMoney` (a parameter, e.g. core's money formatting in the site's locale).
 */

export interface PricingLine {
  readonly itemId: string;
  readonly productId: string;
  readonly categoryIds: readonly string[];
  /** Unit list price. */
  readonly original: number;
  /** Unit selling price (sale price when on sale). */
  readonly current: number;
  readonly qty: number;
}

/** A manual price adjustment as stored: the contract's `PriceAdjustment` without the computed discount. */
export type PriceAdjustmentInput = Omit<PriceAdjustment, 'discount'>;

export interface PricingInput {
  readonly lines: readonly PricingLine[];
  readonly siteId: string;
  readonly currency: Currency;
  readonly tax: TaxRule;
  /** The selected shipping method's price (0 when none is selected). */
  readonly shipping: number;
  readonly promotions: readonly Promotion[];
  /** As entered, in the order entered. */
  readonly couponCodes: readonly string[];
  readonly customerGroups: readonly CustomerGroup[];
  readonly now: Date;
  /** Promotions whose usage limit (overall or for this customer) is used up. */
  readonly exhaustedPromotionIds?: readonly string[];
  readonly adjustments?: readonly PriceAdjustmentInput[];
  /** Renders a distance (minor units of `currency`) for the approaching messages. */
  readonly formatMoney?: (minor: number) => string;
}

export interface PricedCartLine {
  readonly itemId: string;
  readonly productId: string;
  readonly qty: number;
  readonly original: number;
  readonly current: number;
  /** current × qty. */
  readonly rowTotal: number;
  readonly priceAfterItemDiscount: number;
  readonly priceAfterOrderDiscount: number;
  readonly productPromotions: ProductPromotion[];
  readonly bonus: false;
}

/** A line the engine adds (GIFT_WITH_PURCHASE, BONUS_PRODUCT): price 0, not the shopper's to change. */
export interface GiftLine {
  readonly promotionId: string;
  readonly productId: string;
  readonly upc: string;
  readonly qty: number;
  readonly price: 0;
  readonly bonus: true;
}

export interface PricedCart {
  readonly lines: PricedCartLine[];
  readonly giftLines: GiftLine[];
  readonly totals: Totals;
  readonly promoSummary: PromoSummaryEntry[];
  readonly orderPromotions: OrderPromotion[];
  readonly couponItems: CouponItem[];
  readonly approachingPromotions: ApproachingPromotionView[];
  readonly priceAdjustments: PriceAdjustment[];
  /** The promotions applied (every level, gifts too), by id: what the caller counts as redemptions at place. */
  readonly appliedPromotionIds: string[];
}

const LEVEL_ORDER: readonly PromotionLevel[] = ['PRODUCT', 'ORDER', 'SHIPPING'];

const byPriority = (a: Promotion, b: Promotion): number =>
  a.priority - b.priority || (a.promotionId < b.promotionId ? -1 : a.promotionId > b.promotionId ? 1 : 0);

const sameCode = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The shopper-facing text of a callout for a status (the raw message when it is not in the §5 three-part form). */
function calloutFor(promotion: Promotion, status: ThresholdStatus, formattedDistance = ''): string {
  const callout = parseCallout(promotion.calloutMessage);
  return callout === null ? promotion.calloutMessage : calloutText(callout, status, formattedDistance);
}

const reachedText = (promotion: Promotion): string => calloutFor(promotion, 'Threshold Reached');

/** Whether a promotion may apply to this shopper, site, time and coupon codes at all (conditions on the cart aside). */
export function isEligible(promotion: Promotion, input: Pick<PricingInput, 'siteId' | 'couponCodes' | 'customerGroups' | 'now' | 'exhaustedPromotionIds'>): boolean {
  const c = promotion.conditions;
  const now = input.now.getTime();
  if (!promotion.active || !promotion.siteIds.includes(input.siteId as never)) return false;
  if (c.startsAt !== undefined && now < Date.parse(c.startsAt)) return false;
  if (c.endsAt !== undefined && now >= Date.parse(c.endsAt)) return false;
  if (c.customerGroups !== undefined && !c.customerGroups.some((g) => input.customerGroups.includes(g))) return false;
  if ((input.exhaustedPromotionIds ?? []).includes(promotion.promotionId)) return false;
  if (promotion.couponCode !== undefined && !input.couponCodes.some((code) => sameCode(code, promotion.couponCode!))) return false;
  return true;
}

function lineMatches(promotion: Promotion, line: PricingLine): boolean {
  const { productIds, categoryIds } = promotion.conditions;
  if (productIds === undefined && categoryIds === undefined) return true;
  return (productIds ?? []).includes(line.productId) || (categoryIds ?? []).some((c) => line.categoryIds.includes(c));
}

const isGift = (p: Promotion): boolean => p.effect.type === 'GIFT_WITH_PURCHASE' || p.effect.type === 'BONUS_PRODUCT';

/** What a PRODUCT-level effect takes off a row (capped at the row). */
function productDiscount(promotion: Promotion, line: PricingLine): number {
  const row = line.current * line.qty;
  const effect = promotion.effect;
  switch (effect.type) {
    case 'PERCENT_OFF':
      return Math.min(row, divideRoundHalfUp(row * effect.percent, 100));
    case 'AMOUNT_OFF':
      return Math.min(row, effect.amount * line.qty);
    case 'FIXED_PRICE':
      return Math.max(0, line.current - effect.amount) * line.qty;
    default:
      return 0;
  }
}

/** What a PERCENT_OFF / AMOUNT_OFF takes off an amount (capped at it); other kinds take nothing. */
function amountDiscount(kind: string, value: number, base: number): number {
  if (kind === 'PERCENT_OFF') return Math.min(base, divideRoundHalfUp(base * value, 100));
  if (kind === 'AMOUNT_OFF') return Math.min(base, value);
  return 0;
}

/**
 * Spreads `discount` (≤ Σ amounts) over amounts pro rata: floor shares, the remainder to the largest amount first
 * (ties: the earlier line), each capped at what is left of it. Returns the shares; they sum to `discount` exactly.
 */
export function spreadDiscount(amounts: readonly number[], discount: number): number[] {
  const base = amounts.reduce((s, a) => s + a, 0);
  if (base === 0 || discount <= 0) return amounts.map(() => 0);
  const d = Math.min(discount, base);
  const shares = amounts.map((a) => Math.floor((d * a) / base));
  let remainder = d - shares.reduce((s, x) => s + x, 0);
  const order = amounts.map((a, i) => ({ a, i })).sort((x, y) => y.a - x.a || x.i - y.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    const room = amounts[i]! - shares[i]!;
    const give = Math.min(room, remainder);
    shares[i] = shares[i]! + give;
    remainder -= give;
  }
  return shares;
}

interface Best { readonly promotion: Promotion; readonly discount: number }

const better = (a: Best | undefined, b: Best): Best => (a === undefined || b.discount > a.discount ? b : a);

/** §2 the promotion engine: see the rules at the top of this file. */
export function priceCart(input: PricingInput): PricedCart {
  const format = input.formatMoney ?? String;
  const promotions = input.promotions.filter((p) => isEligible(p, input)).sort(byPriority);
  const ofLevel = (level: PromotionLevel) => promotions.filter((p) => p.level === level && !isGift(p));
  const lines = input.lines;
  const rows = lines.map((l) => l.current * l.qty);
  const subtotalBefore = rows.reduce((s, r) => s + r, 0);
  const reaches = (p: Promotion, subtotal: number) => p.conditions.minimumSubtotal === undefined || subtotal >= p.conditions.minimumSubtotal;
  const anyLineMatches = (p: Promotion) => lines.some((l) => lineMatches(p, l));

  // PRODUCT level: the best promotion per line.
  const productBest: (Best | undefined)[] = lines.map((line) => {
    let best: Best | undefined;
    for (const p of ofLevel('PRODUCT')) {
      if (!reaches(p, subtotalBefore) || !lineMatches(p, line)) continue;
      const discount = productDiscount(p, line);
      if (discount > 0) best = better(best, { promotion: p, discount });
    }
    return best;
  });
  const afterProduct = rows.map((r, i) => r - (productBest[i]?.discount ?? 0));
  const subtotalAfterProduct = afterProduct.reduce((s, a) => s + a, 0);

  // Line adjustments, after the line's product-level promotion.
  const adjustments = input.adjustments ?? [];
  const lineAdjustment = lines.map(() => 0);
  const adjustmentDiscount = new Map<string, number>();
  for (const adj of adjustments) {
    if (adj.itemId === null) continue;
    const i = lines.findIndex((l) => l.itemId === adj.itemId);
    if (i < 0) { adjustmentDiscount.set(adj.adjustmentId, 0); continue; }
    const left = afterProduct[i]! - lineAdjustment[i]!;
    const d = amountDiscount(adj.kind, adj.value, left);
    lineAdjustment[i] = lineAdjustment[i]! + d;
    adjustmentDiscount.set(adj.adjustmentId, d);
  }
  const afterItem = afterProduct.map((a, i) => a - lineAdjustment[i]!);
  const subtotalAfterItem = afterItem.reduce((s, a) => s + a, 0);

  // ORDER level: the best one.
  let orderBest: Best | undefined;
  for (const p of ofLevel('ORDER')) {
    if (!reaches(p, subtotalAfterProduct) || !anyLineMatches(p)) continue;
    const discount = amountDiscount(p.effect.type, p.effect.type === 'PERCENT_OFF' ? p.effect.percent : p.effect.type === 'AMOUNT_OFF' ? p.effect.amount : 0, subtotalAfterItem);
    if (discount > 0) orderBest = better(orderBest, { promotion: p, discount });
  }
  const orderShares = spreadDiscount(afterItem, orderBest?.discount ?? 0);
  const afterOrderPromotion = afterItem.map((a, i) => a - orderShares[i]!);

  // Order adjustments, after the order-level promotion.
  let afterOrder = afterOrderPromotion;
  for (const adj of adjustments) {
    if (adj.itemId !== null) continue;
    const base = afterOrder.reduce((s, a) => s + a, 0);
    const d = amountDiscount(adj.kind, adj.value, base);
    const shares = spreadDiscount(afterOrder, d);
    afterOrder = afterOrder.map((a, i) => a - shares[i]!);
    adjustmentDiscount.set(adj.adjustmentId, d);
  }

  // SHIPPING level: the best one.
  let shippingBest: Best | undefined;
  for (const p of ofLevel('SHIPPING')) {
    if (!reaches(p, subtotalAfterProduct) || !anyLineMatches(p)) continue;
    const e = p.effect;
    const discount = e.type === 'FREE_SHIPPING' ? input.shipping : amountDiscount(e.type, e.type === 'PERCENT_OFF' ? e.percent : e.type === 'AMOUNT_OFF' ? e.amount : 0, input.shipping);
    if (discount > 0) shippingBest = better(shippingBest, { promotion: p, discount });
  }
  const shippingCharged = input.shipping - (shippingBest?.discount ?? 0);

  // Gifts and bonus products: every applicable one.
  const gifts = promotions.filter((p) => isGift(p)
    && reaches(p, p.level === 'PRODUCT' ? subtotalBefore : subtotalAfterProduct) && anyLineMatches(p) && lines.length > 0);
  const giftLines: GiftLine[] = gifts.flatMap((p) => {
    const e = p.effect;
    if (e.type !== 'GIFT_WITH_PURCHASE' && e.type !== 'BONUS_PRODUCT') return [];
    return [{ promotionId: p.promotionId, productId: e.productId, upc: e.upc, qty: e.type === 'BONUS_PRODUCT' ? e.qty : 1, price: 0 as const, bonus: true as const }];
  });

  // What each promotion took off, and which applied.
  const taken = new Map<string, number>();
  const add = (id: string, d: number) => taken.set(id, (taken.get(id) ?? 0) + d);
  productBest.forEach((b) => { if (b) add(b.promotion.promotionId, b.discount); });
  if (orderBest) add(orderBest.promotion.promotionId, orderBest.discount);
  if (shippingBest) add(shippingBest.promotion.promotionId, shippingBest.discount);
  for (const g of gifts) add(g.promotionId, 0);
  const applied = promotions.filter((p) => taken.has(p.promotionId));
  const appliedSorted = LEVEL_ORDER.flatMap((level) => applied.filter((p) => p.level === level));

  const pricedLines: PricedCartLine[] = lines.map((l, i) => ({
    itemId: l.itemId, productId: l.productId, qty: l.qty, original: l.original, current: l.current, rowTotal: rows[i]!,
    priceAfterItemDiscount: afterItem[i]!,
    priceAfterOrderDiscount: afterOrder[i]!,
    productPromotions: productBest[i] === undefined ? [] : [{
      promotionId: productBest[i]!.promotion.promotionId,
      campaignId: productBest[i]!.promotion.promotionId,
      ...(productBest[i]!.promotion.couponCode === undefined ? {} : { couponCode: productBest[i]!.promotion.couponCode }),
      calloutMessage: reachedText(productBest[i]!.promotion),
      price: productBest[i]!.discount,
    }],
    bonus: false as const,
  }));

  const productTotal = productBest.reduce((s, b) => s + (b?.discount ?? 0), 0);
  const adjustmentTotal = [...adjustmentDiscount.values()].reduce((s, d) => s + d, 0);
  const promotionDiscount = productTotal + (orderBest?.discount ?? 0) + (shippingBest?.discount ?? 0) + adjustmentTotal;
  const markdowns = lines.reduce((s, l) => s + Math.max(0, l.original - l.current) * l.qty, 0);
  const totals = pricedTotals({
    itemTotal: subtotalBefore,
    discountedItems: afterOrder.reduce((s, a) => s + a, 0),
    shipping: shippingCharged,
    markdowns,
    promotionDiscount,
    totalUnits: lines.reduce((s, l) => s + l.qty, 0) + giftLines.reduce((s, g) => s + g.qty, 0),
  }, input.tax, input.currency);

  const orderPromotions: OrderPromotion[] = [orderBest, shippingBest].flatMap((b) => b === undefined ? [] : [{
    promotionId: b.promotion.promotionId,
    promotionName: b.promotion.name,
    level: b.promotion.level as 'ORDER' | 'SHIPPING',
    calloutMessage: reachedText(b.promotion),
    ...(b.promotion.couponCode === undefined ? {} : { couponCode: b.promotion.couponCode }),
    discount: b.discount,
  }]);

  const promoSummary: PromoSummaryEntry[] = appliedSorted.map((p) => ({
    level: p.level, calloutMessage: reachedText(p), promotionName: p.name, promotionId: p.promotionId,
  }));

  const couponItems: CouponItem[] = input.couponCodes.map((code) => {
    const promotion = promotions.find((p) => p.couponCode !== undefined && sameCode(p.couponCode, code));
    const upper = code.trim().toUpperCase();
    if (promotion === undefined) return { code: upper, status: 'NOT_APPLICABLE' as const, promotionId: '', calloutMessage: '', discount: 0 };
    const discount = taken.get(promotion.promotionId);
    return discount === undefined
      ? { code: upper, status: 'NOT_APPLICABLE' as const, promotionId: promotion.promotionId, calloutMessage: calloutFor(promotion, 'Below Threshold'), discount: 0 }
      : { code: upper, status: 'APPLIED' as const, promotionId: promotion.promotionId, calloutMessage: reachedText(promotion), discount };
  });

  const approachingPromotions: ApproachingPromotionView[] = promotions.flatMap((p) => {
    const threshold = p.conditions.minimumSubtotal;
    if (threshold === undefined || !anyLineMatches(p)) return [];
    const measured = p.level === 'PRODUCT' ? subtotalBefore : subtotalAfterProduct;
    const distance = Math.max(0, threshold - measured);
    const status = thresholdStatus({ distanceFromConditionThreshold: distance });
    if (status === 'Threshold Reached' && !taken.has(p.promotionId)) return [];
    return [{
      promotionId: p.promotionId,
      promotionClass: p.level,
      calloutMessage: p.calloutMessage,
      distanceFromConditionThreshold: status === 'Threshold Reached' ? null : distance,
      conditionThreshold: threshold,
      approachingDisplayLevel: [...p.approachingDisplayLevel],
      productIds: [...(p.conditions.productIds ?? [])],
      thresholdStatus: status,
      message: calloutFor(p, status, format(distance)),
    }];
  });
  approachingPromotions.sort((a, b) => LEVEL_ORDER.indexOf(a.promotionClass) - LEVEL_ORDER.indexOf(b.promotionClass));

  const priceAdjustments: PriceAdjustment[] = adjustments.map((a) => ({ ...a, discount: adjustmentDiscount.get(a.adjustmentId) ?? 0 }));

  return {
    lines: pricedLines, giftLines, totals, promoSummary, orderPromotions, couponItems, approachingPromotions, priceAdjustments,
    appliedPromotionIds: appliedSorted.map((p) => p.promotionId),
  };
}
