import { useEffect, useRef } from 'react';
import { Form, Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, type AppliedReward, type Cart } from '@switchback/core';
import { useShopper } from '../session/use-shopper';
import { useSite } from '../site/use-site';
import { isSuccessNotice, LOYALTY_NOTICE_PARAM, loyaltyNoticeOf, loyaltyPath, type LoyaltyNotice } from './loyalty-paths';

/** What the reward picker shows (from `/{locale}/loyalty/reward`'s loader). */
export interface RewardPickerData {
  readonly member: boolean;
  readonly vouchers: readonly { voucherId: string; amount: number; currency: string; eligible: boolean; expiresAt: string | null }[];
  readonly points: number;
  readonly minimumPoints: number;
  /** Minor units one point is worth. */
  readonly pointValue: number;
  readonly applied: AppliedReward | null;
  readonly currency: string | null;
  /** What LOYALTY_POINTS pays on the cart now (minor units). */
  readonly pointsPaid: number;
  /** What is left to pay once the reward, points and gift cards paid their share (minor units), when a cart is known. */
  readonly remainingToPay: number | null;
}

/** The page's path and query without an earlier picker notice: where the picker's forms come back to. */
function useReturnPath(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(LOYALTY_NOTICE_PARAM);
  const query = params.toString();
  return `${location.pathname}${query === '' ? '' : `?${query}`}`;
}

/**
 * The checkout's reward picker for a signed-in loyalty member (issue 9 §4): apply one of their vouchers (`PUT reward`),
 * take it off, or pay with points. With JavaScript it loads the member's vouchers in place; without, it links to the
 * picker's own page. Every form is a plain post to the picker's route, which comes back here with its outcome.
 */
export function RewardPicker({ cart }: { readonly cart: Pick<Cart, 'reward' | 'totals'> }) {
  const site = useSite();
  const shopper = useShopper();
  // The picker route's loader answers `{ picker }` (reward.route.tsx, which renders this component without JavaScript).
  const fetcher = useFetcher<{ readonly picker: RewardPickerData }>();
  const redirectTo = useReturnPath();
  const [params] = useSearchParams();
  const notice = loyaltyNoticeOf(params.get(LOYALTY_NOTICE_PARAM));
  const { load } = fetcher;
  // The vouchers' eligibility follows the cart: read again when the applied reward or the amount to pay changes.
  const appliedVoucher = cart.reward?.appliedLoyaltyVoucher ?? null;
  const remaining = cart.totals.remainingToPay;
  const pickerPath = loyaltyPath.reward(site);
  useEffect(() => {
    if (shopper.signedIn) void load(pickerPath);
  }, [load, pickerPath, shopper.signedIn, appliedVoucher, remaining]);
  if (!shopper.signedIn) return null;
  return (
    <section aria-labelledby="reward-picker-title" className="reward-picker">
      <h3 id="reward-picker-title"><FormattedMessage id="loyalty.picker.title" /></h3>
      {fetcher.data === undefined ? (
        <>
          {notice !== null && <PickerNotice notice={notice} />}
          {cart.reward !== null && <AppliedRewardForm reward={cart.reward} currency={cart.totals.currency} remaining={cart.totals.remainingToPay} redirectTo={redirectTo} />}
          <p><Link to={loyaltyPath.reward(site, redirectTo)}><FormattedMessage id="loyalty.picker.open" /></Link></p>
        </>
      ) : (
        <RewardPickerBody data={{ ...fetcher.data.picker, remainingToPay: cart.totals.remainingToPay }} redirectTo={redirectTo} notice={notice} />
      )}
    </section>
  );
}

function PickerNotice({ notice }: { readonly notice: LoyaltyNotice }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The outcome of the post takes the focus, so a screen reader hears it after the page came back.
  useEffect(() => ref.current?.focus(), [notice]);
  const ok = isSuccessNotice(notice);
  return (
    <p ref={ref} tabIndex={-1} className={`notice ${ok ? 'notice--ok' : 'notice--error'}`} role={ok ? 'status' : 'alert'} data-testid="reward-notice">
      <FormattedMessage id={notice} />
    </p>
  );
}

function AppliedRewardForm({ reward, currency, remaining, redirectTo }: {
  readonly reward: AppliedReward; readonly currency: string; readonly remaining: number | null; readonly redirectTo: string;
}) {
  const site = useSite();
  return (
    <Form method="post" action={loyaltyPath.reward(site)} className="reward-picker__applied">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p data-testid="reward-applied"><FormattedMessage id="loyalty.reward.appliedAmount" values={{ amount: formatMoney(reward.amount, currency, site.locale) }} /></p>
      {remaining !== null && <p data-testid="reward-remaining"><FormattedMessage id="loyalty.reward.remaining" values={{ amount: formatMoney(remaining, currency, site.locale) }} /></p>}
      <button type="submit" name="intent" value="remove" className="button button--secondary"><FormattedMessage id="loyalty.reward.remove" /></button>
    </Form>
  );
}

/** The picker's forms: join first (not a member), the applied reward, each voucher, and points. */
export function RewardPickerBody({ data, redirectTo, notice }: { readonly data: RewardPickerData; readonly redirectTo: string; readonly notice: LoyaltyNotice | null }) {
  const site = useSite();
  const intl = useIntl();
  const money = (minor: number, currency: string | null) => formatMoney(minor, currency ?? site.currency, site.locale);
  if (!data.member) {
    return (
      <div className="reward-picker__body">
        {notice !== null && <PickerNotice notice={notice} />}
        <p><FormattedMessage id="loyalty.picker.notMember" /></p>
        <Link to={loyaltyPath.rewards(site)}><FormattedMessage id="loyalty.picker.join" /></Link>
      </div>
    );
  }
  const usable = data.vouchers.filter((voucher) => voucher.voucherId !== data.applied?.appliedLoyaltyVoucher);
  const enoughPoints = data.points >= data.minimumPoints && data.points > 0;
  return (
    <div className="reward-picker__body">
      {notice !== null && <PickerNotice notice={notice} />}
      {data.applied !== null && <AppliedRewardForm reward={data.applied} currency={data.currency ?? site.currency} remaining={data.remainingToPay} redirectTo={redirectTo} />}
      {usable.length === 0 ? (
        <p><FormattedMessage id="loyalty.picker.none" /></p>
      ) : (
        <ul className="reward-picker__vouchers plain-list" aria-label={intl.formatMessage({ id: 'loyalty.picker.vouchers' })}>
          {usable.map((voucher) => (
            <li key={voucher.voucherId} className="reward-picker__voucher">
              <Form method="post" action={loyaltyPath.reward(site)}>
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <input type="hidden" name="voucherId" value={voucher.voucherId} />
                <span className="reward-picker__amount">{money(voucher.amount, voucher.currency)}</span>
                {voucher.expiresAt !== null && (
                  <span className="field__hint"> <FormattedMessage id="loyalty.voucher.expires" values={{ date: intl.formatDate(voucher.expiresAt, { dateStyle: 'medium', timeZone: 'UTC' }) }} /></span>
                )}
                {voucher.eligible ? (
                  <button type="submit" name="intent" value="apply" className="button button--secondary">
                    <FormattedMessage id="loyalty.reward.apply" values={{ amount: money(voucher.amount, voucher.currency) }} />
                  </button>
                ) : (
                  <span className="field__hint"> <FormattedMessage id="loyalty.voucher.notEligible" /></span>
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action={loyaltyPath.reward(site)} className="reward-picker__points form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <p id="points-hint" className="field__hint">
          <FormattedMessage id="loyalty.points.balance" values={{ points: data.points, value: money(data.points * data.pointValue, data.currency), minimum: data.minimumPoints }} />
        </p>
        {data.pointsPaid > 0 && <p data-testid="points-paid"><FormattedMessage id="loyalty.points.paid" values={{ amount: money(data.pointsPaid, data.currency) }} /></p>}
        {enoughPoints && (
          <>
            <label htmlFor="loyalty-points"><FormattedMessage id="loyalty.points.label" /></label>
            <input id="loyalty-points" name="points" type="number" inputMode="numeric" required min={Math.max(1, data.minimumPoints)} max={data.points}
              defaultValue={Math.max(1, data.minimumPoints)} aria-describedby="points-hint" />
            <button type="submit" name="intent" value="points" className="button button--secondary"><FormattedMessage id="loyalty.points.submit" /></button>
          </>
        )}
      </Form>
    </div>
  );
}
