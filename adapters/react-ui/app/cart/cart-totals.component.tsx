import { FormattedMessage } from 'react-intl';
import { cartTotalsDisplay, formatMoney, type OrderPromotion, type PaymentInstrument, type Totals } from '@switchback/core';
import { appliedCallout } from '../promotions/promotion-text';
import { useSite } from '../site/use-site';

/** Issue 9: what promotions took off and who pays what (a cart's or an order's), shown with the totals. */
export interface TotalsMoney {
  readonly orderPromotions: readonly OrderPromotion[];
  readonly paymentInstruments?: readonly PaymentInstrument[];
}

/**
 * The totals of a cart or of an order (core's cartTotalsDisplay, formatted for the site's locale): tax included
 * in the prices shows after the total, and a markdown, already taken off the items, shows as what the shopper saves.
 * Until a shipping method is chosen the shipping line says it is calculated at checkout (no "$0.00").
 * Issue 9 (`money`): the promotions' discount with each order and shipping promotion under it, the reward, and, when
 * something other than a card pays (a gift card), what each pays and the remaining amount to pay.
 */
export function CartTotals({ totals, shippingChosen, money }: { totals: Totals; shippingChosen: boolean; money?: TotalsMoney }) {
  const site = useSite();
  const display = cartTotalsDisplay(totals, site.locale);
  const format = (minor: number) => formatMoney(minor, totals.currency, site.locale);
  const others = (money?.paymentInstruments ?? []).filter((instrument) => instrument.payment_method_id !== 'CREDIT_CARD');
  return (
    <dl className="totals">
      <div>
        <dt><FormattedMessage id="totals.items" values={{ count: display.units }} /></dt>
        <dd>{display.items.text}</dd>
      </div>
      <div>
        <dt><FormattedMessage id="totals.shipping" /></dt>
        <dd>{shippingChosen ? display.shipping.text : <FormattedMessage id="totals.shipping.atCheckout" />}</dd>
      </div>
      {!display.taxIncluded && (
        <div>
          <dt><FormattedMessage id="totals.tax" /></dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      {totals.promotionDiscount > 0 && (
        <div className="totals__promotions">
          <dt><FormattedMessage id="totals.promotions" /></dt>
          <dd><FormattedMessage id="totals.minus" values={{ amount: format(totals.promotionDiscount) }} /></dd>
        </div>
      )}
      {(money?.orderPromotions ?? []).map((promotion) => (
        <div key={promotion.promotionId} className="totals__promotion" data-level={promotion.level}>
          <dt>{appliedCallout(promotion.calloutMessage) || promotion.promotionName}{promotion.couponCode ? ` (${promotion.couponCode})` : ''}</dt>
          <dd><FormattedMessage id="totals.minus" values={{ amount: format(promotion.discount) }} /></dd>
        </div>
      ))}
      {totals.appliedRewards > 0 && (
        <div>
          <dt><FormattedMessage id="totals.reward" /></dt>
          <dd><FormattedMessage id="totals.minus" values={{ amount: format(totals.appliedRewards) }} /></dd>
        </div>
      )}
      <div className="totals__grand">
        <dt>{shippingChosen ? <FormattedMessage id="totals.total" /> : <FormattedMessage id="totals.subtotal" />}</dt>
        <dd>{display.total.text}</dd>
      </div>
      {display.taxIncluded && (
        <div className="totals__note">
          <dt><FormattedMessage id="totals.taxIncluded" /></dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      {display.savings && (
        <div className="totals__note totals__saving">
          <dt><FormattedMessage id="totals.savings" /></dt>
          <dd>{display.savings.text}</dd>
        </div>
      )}
      {others.map((instrument) => (
        <div key={instrument.payment_instrument_id} className="totals__paid">
          <dt>{instrument.payment_method_id === 'GIFT_CARD'
            ? <FormattedMessage id="totals.paidByGiftCard" values={{ card: instrument.giftCard.maskedNumber }} />
            : <FormattedMessage id="totals.paidByOther" />}</dt>
          <dd><FormattedMessage id="totals.minus" values={{ amount: format(instrument.amount) }} /></dd>
        </div>
      ))}
      {others.length > 0 && (
        <div className="totals__grand totals__remaining">
          <dt><FormattedMessage id="totals.remainingToPay" /></dt>
          <dd>{format(totals.remainingToPay)}</dd>
        </div>
      )}
    </dl>
  );
}
