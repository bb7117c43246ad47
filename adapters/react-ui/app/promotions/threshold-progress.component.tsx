import { useIntl } from 'react-intl';
import { formatMoney, type ApproachingPromotionView, type Currency, type DisplayContext } from '@switchback/core';
import { useSite } from '../site/use-site';
import { thresholdProgress, thresholdsIn } from './promotion-text';

/**
 * §4 approaching thresholds as progress bars (one per promotion shown in `context`): the API's message in the site's
 * language ("Spend 12,00 € more for free delivery", then the reached text), and a real `<progress>` whose value is
 * what the cart has toward the threshold, announced with the amounts.
 */
export function ThresholdProgress({ promotions, context, currency }: { promotions: readonly ApproachingPromotionView[]; context: DisplayContext; currency: Currency }) {
  const site = useSite();
  const intl = useIntl();
  const shown = thresholdsIn(promotions, context);
  if (shown.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, currency, site.locale);
  return (
    <ul className="thresholds" aria-label={intl.formatMessage({ id: 'promo.thresholds.label' })}>
      {shown.map((promotion) => {
        const { value, max, reached } = thresholdProgress(promotion);
        const barId = `threshold-${context}-${promotion.promotionId}`;
        return (
          <li key={promotion.promotionId} className={reached ? 'threshold threshold--reached' : 'threshold'} data-promotion={promotion.promotionId}>
            <p id={`${barId}-label`} className="threshold__message">{promotion.message}</p>
            <progress
              id={barId}
              className="threshold__bar"
              value={value}
              max={max}
              aria-labelledby={`${barId}-label`}
              aria-valuetext={reached
                ? intl.formatMessage({ id: 'promo.threshold.reached' })
                : intl.formatMessage({ id: 'promo.threshold.progress' }, { spent: money(value), threshold: money(max) })}
            />
          </li>
        );
      })}
    </ul>
  );
}
