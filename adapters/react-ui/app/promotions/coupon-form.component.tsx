import { Form, useActionData, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, type ApproachingPromotionView, type CouponItem, type Currency } from '@switchback/core';
import { BusyButton } from '../forms/busy-button.component';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useSite } from '../site/use-site';
import { promotionOutcomeOf, type CouponOutcome } from './promotion-outcome';
import { appliedCallout, pendingCallout } from './promotion-text';
import { useOutcomeFocus } from './use-outcome-focus';

/**
 * The coupon field (a form posting intent `applyCoupon` to the page's own action, JavaScript on or off) and the codes
 * entered (§3 couponItems): applied, with its callout and what it took off, or not applicable yet, with why; each
 * with a remove button. The answer's message shows at the input and takes the focus.
 */
export function CouponForm({ couponItems, approaching, currency }: { couponItems: readonly CouponItem[]; approaching: readonly ApproachingPromotionView[]; currency: Currency }) {
  const site = useSite();
  const intl = useIntl();
  const navigation = useNavigation();
  const outcome = promotionOutcomeOf(useActionData(), 'coupon') as CouponOutcome | null;
  const messageRef = useOutcomeFocus<HTMLParagraphElement>(outcome);
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : undefined;
  const money = (minor: number) => formatMoney(minor, currency, site.locale);
  const error = outcome !== null && !outcome.ok ? outcome.error : null;
  const why = (item: CouponItem) => approaching.find((promotion) => promotion.promotionId === item.promotionId)?.message ?? pendingCallout(item.calloutMessage);
  return (
    <section className="coupons" aria-labelledby="coupon-title">
      <h3 id="coupon-title"><FormattedMessage id="promo.coupon.title" /></h3>
      <Form method="post" className="coupon-form" noValidate>
        <EnhancedField />
        <div className="field">
          <label htmlFor="coupon-code"><FormattedMessage id="promo.coupon.label" /></label>
          <div className="coupon-form__row">
            <input
              key={outcome?.ok ? `${outcome.done}-${outcome.code}` : 'entry'}
              id="coupon-code"
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              defaultValue={error !== null ? outcome?.code : ''}
              aria-invalid={error !== null ? true : undefined}
              aria-describedby={error !== null ? 'coupon-code-error' : undefined}
            />
            <BusyButton busy={pending === 'applyCoupon'} intent="applyCoupon" className="button button--secondary">
              <FormattedMessage id="promo.coupon.apply" />
            </BusyButton>
          </div>
          {error !== null && (
            <p ref={messageRef} id="coupon-code-error" className="field__error" role="alert" tabIndex={-1}>
              <FormattedMessage id={error.id} values={error.values} />
            </p>
          )}
          {outcome?.ok && (
            <p ref={messageRef} id="coupon-message" className="field__ok" role="status" tabIndex={-1}>
              <FormattedMessage id={outcome.done === 'applied' ? 'promo.coupon.applied' : 'promo.coupon.removed'} values={{ code: outcome.code }} />
            </p>
          )}
        </div>
      </Form>
      {couponItems.length > 0 && (
        <ul className="coupon-list" aria-label={intl.formatMessage({ id: 'promo.coupon.list' })}>
          {couponItems.map((item) => (
            <li key={item.code} className={item.status === 'APPLIED' ? 'coupon coupon--applied' : 'coupon coupon--pending'}>
              <div>
                <strong className="coupon__code">{item.code}</strong>{' '}
                {item.status === 'APPLIED' ? (
                  <span className="coupon__status">
                    {/* A gift or free-shipping code may take nothing off the items: "Applied" alone. */}
                    {item.discount > 0
                      ? <FormattedMessage id="promo.coupon.status.applied" values={{ amount: money(item.discount) }} />
                      : <FormattedMessage id="promo.coupon.status.appliedNoAmount" />}
                  </span>
                ) : (
                  <span className="coupon__status"><FormattedMessage id="promo.coupon.status.notApplicable" /></span>
                )}
                <p className="coupon__callout">{item.status === 'APPLIED' ? appliedCallout(item.calloutMessage) : why(item)}</p>
              </div>
              <Form method="post">
                <EnhancedField />
                <input type="hidden" name="code" value={item.code} />
                <BusyButton busy={pending === 'removeCoupon'} intent="removeCoupon" className="button button--link" label={intl.formatMessage({ id: 'promo.coupon.remove.label' }, { code: item.code })}>
                  <FormattedMessage id="promo.coupon.remove" />
                </BusyButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
