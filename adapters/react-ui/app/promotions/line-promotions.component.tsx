import { FormattedMessage } from 'react-intl';
import { formatMoney, type CartItem } from '@switchback/core';
import { useSite } from '../site/use-site';
import { appliedCallout } from './promotion-text';

/** A line's product-level discount is shown when a promotion applied to it (its price after item discount is then set). */
export const isDiscounted = (item: CartItem): boolean => item.productPromotions.length > 0 && item.price.priceAfterItemDiscount < item.price.rowTotal;

/** A line's row price (§3): struck through with the price after its item discount next to it when a promotion applied. */
export function LinePrice({ item }: { item: CartItem }) {
  const site = useSite();
  const money = (minor: number) => formatMoney(minor, item.price.currency, site.locale);
  if (item.bonus) return <strong><FormattedMessage id="promo.gift.price" /></strong>;
  if (!isDiscounted(item)) return <strong>{money(item.price.rowTotal)}</strong>;
  return (
    <span className="line-price">
      <s><span className="visually-hidden"><FormattedMessage id="promo.line.was" /> </span>{money(item.price.rowTotal)}</s>{' '}
      <strong><span className="visually-hidden"><FormattedMessage id="promo.line.now" /> </span>{money(item.price.priceAfterItemDiscount)}</strong>
    </span>
  );
}

/**
 * A line's promotions: "Free gift" for a line the engine added (§3 bonus), and each product promotion's callout. A
 * paragraph of labels, not a list: a line stays one list item of the cart's lines.
 */
export function LinePromotions({ item }: { item: CartItem }) {
  if (!item.bonus && item.productPromotions.length === 0) return null;
  return (
    <p className="line-promotions">
      {item.bonus && <span className="badge badge--gift"><FormattedMessage id="promo.gift.badge" /></span>}
      {item.productPromotions.map((promotion) => (
        <span key={promotion.promotionId} className="line-promotions__callout">{appliedCallout(promotion.calloutMessage)}</span>
      ))}
    </p>
  );
}
