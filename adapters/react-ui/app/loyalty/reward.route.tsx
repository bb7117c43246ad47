import { FormattedMessage } from 'react-intl';
import { hasErrorId, loyaltyVoucherIdSchema, type Cart, type LoyaltyVouchers } from '@switchback/core';
import type { Route } from './+types/reward.route';
import { isSignedOut, toSignIn } from '../account/account.server';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { safeReturnPath } from '../favorites/return-path.server';
import { LOYALTY_NOTICE_PARAM, loyaltyNoticeOf, type LoyaltyNotice } from './loyalty-paths';
import { backWithNotice } from './redirect-back.server';
import { RewardPickerBody, type RewardPickerData } from './reward-picker.component';

/** What the picker shows: the member's vouchers for this cart, the points and their minimum, and what is applied. */
export function rewardPickerData(cart: Cart | null, vouchers: LoyaltyVouchers | null): RewardPickerData {
  const remainingToPay = cart?.totals.remainingToPay ?? null;
  if (vouchers === null) return { member: false, vouchers: [], points: 0, minimumPoints: 0, pointValue: 1, applied: cart?.reward ?? null, currency: cart?.totals.currency ?? null, pointsPaid: 0, remainingToPay };
  return {
    member: true,
    vouchers: vouchers.applicableLoyaltyVouchers
      .filter((voucher) => voucher.available)
      .map((voucher) => ({ voucherId: voucher.voucherId, amount: voucher.amountInCurrency, currency: voucher.currency, eligible: voucher.eligible, expiresAt: voucher.expiresAt })),
    points: vouchers.currentLoyaltyPoints,
    minimumPoints: vouchers.minimumPoints,
    pointValue: vouchers.pointValue,
    applied: cart?.reward ?? null,
    currency: cart?.totals.currency ?? null,
    pointsPaid: cart?.payment_instruments.find((instrument) => instrument.payment_method_id === 'LOYALTY_POINTS')?.amount ?? 0,
    remainingToPay,
  };
}

/**
 * `/{locale}/loyalty/reward`: the signed-in member's vouchers for the cart. The checkout's picker reads it with a
 * fetcher (JavaScript on); without JavaScript the picker links here, and this page shows the same forms.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  const url = new URL(args.request.url);
  const redirectTo = safeReturnPath(site, url.searchParams.get('redirectTo'), sitePath.checkout(site));
  if (!session.shopper.state.loggedIn) throw await toSignIn(storefront, args.request);
  const basketId = session.basketId;
  const [vouchers, cart] = await Promise.all([
    storefront.loyalty.vouchers(basketId ?? undefined),
    basketId === null ? null : storefront.carts.get(basketId),
  ]);
  if (vouchers.isErr() && isSignedOut(vouchers.error)) throw await toSignIn(storefront, args.request);
  const notMember = vouchers.isErr() && hasErrorId(vouchers.error, 'LOYALTY_MEMBERSHIP_REQUIRED');
  const intl = serverIntl(site);
  return withCookies(storefront, {
    meta: pageMeta(site, intl.formatMessage({ id: 'loyalty.picker.title' }), intl.formatMessage({ id: 'loyalty.meta.description' })),
    redirectTo,
    picker: rewardPickerData(cart?.isOk() ? cart.value : null, vouchers.isOk() ? vouchers.value : null),
    problem: vouchers.isErr() && !notMember ? uiMessage(vouchers.error).id : null,
    notice: loyaltyNoticeOf(url.searchParams.get(LOYALTY_NOTICE_PARAM)),
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** The messages of the picker's refusals (§8 REW rows at the picker); anything else is the generic one. */
const PICKER_REFUSALS: Readonly<Record<string, LoyaltyNotice>> = {
  LOYALTY_MEMBERSHIP_REQUIRED: 'loyalty.errors.membershipRequired',
  REWARD_NOT_FOUND: 'loyalty.errors.rewardNotFound',
  REWARD_NOT_ELIGIBLE: 'loyalty.errors.rewardNotEligible',
  LOYALTY_POINTS_BELOW_MINIMUM: 'loyalty.errors.pointsBelowMinimum',
  LOYALTY_POINTS_INSUFFICIENT: 'loyalty.errors.pointsInsufficient',
  ATHLETE_REWARD_NOT_ALLOWED: 'loyalty.errors.athleteRewardNotAllowed',
  CART_NOT_FOUND: 'errors.cartNotFound',
  INVALID_REQUEST: 'errors.invalidRequest',
};

/**
 * POST intent=apply (voucherId) | remove | points (points): puts a voucher on the cart (`PUT reward`), takes it off
 * (null), or pays with points (LOYALTY_POINTS, at least the minimum); then back to `redirectTo` with the outcome.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  const form = await args.request.formData();
  const back = (notice: LoyaltyNotice) =>
    redirectWithCookies(storefront, backWithNotice(site, form.get('redirectTo'), sitePath.checkout(site), LOYALTY_NOTICE_PARAM, notice));
  const basketId = session.basketId;
  if (basketId === null) return back('errors.cartNotFound');
  const intent = form.get('intent');
  let result;
  let done: LoyaltyNotice;
  if (intent === 'apply' || intent === 'remove') {
    const voucher = intent === 'apply' ? loyaltyVoucherIdSchema.safeParse(String(form.get('voucherId') ?? '')) : null;
    if (voucher !== null && !voucher.success) return back('loyalty.errors.rewardNotFound');
    result = await storefront.promotions.applyReward(basketId, { appliedLoyaltyVoucher: voucher === null ? null : voucher.data });
    done = intent === 'apply' ? 'loyalty.reward.applied' : 'loyalty.reward.removed';
  } else if (intent === 'points') {
    const raw = String(form.get('points') ?? '').trim();
    if (!/^\d{1,8}$/.test(raw) || Number(raw) < 1) return back('loyalty.points.invalid');
    result = await storefront.checkout.addPaymentInstrument(basketId, { payment_method_id: 'LOYALTY_POINTS', points: Number(raw) });
    done = 'loyalty.points.applied';
  } else {
    return back('errors.invalidRequest');
  }
  if (result.isOk()) return back(done);
  if (isSignedOut(result.error)) return toSignIn(storefront, new Request(new URL(sitePath.checkout(site), args.request.url)));
  const refusal = result.error.type === 'ApiError' ? PICKER_REFUSALS[result.error.errorId] : undefined;
  return back(refusal ?? 'errors.unavailable');
}

/** Without JavaScript: the picker as a page of its own, going back to the checkout (or wherever it came from). */
export default function RewardPage({ loaderData }: Route.ComponentProps) {
  const { picker, redirectTo, problem, notice } = loaderData;
  return (
    <section aria-labelledby="reward-title" className="reward-page">
      <h1 id="reward-title"><FormattedMessage id="loyalty.picker.title" /></h1>
      {problem !== null && <p className="notice notice--error" role="alert"><FormattedMessage id={problem} /></p>}
      <RewardPickerBody data={picker} redirectTo={redirectTo} notice={notice} />
      <p><a href={redirectTo}><FormattedMessage id="loyalty.picker.back" /></a></p>
    </section>
  );
}
