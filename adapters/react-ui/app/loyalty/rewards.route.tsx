import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, hasErrorId, parseCallout } from '@switchback/core';
import type { Route } from './+types/rewards.route';
import { accountPath } from '../account/account-paths';
import { isSignedOut, requireProfile, toSignIn } from '../account/account.server';
import { uiMessage, type UiText } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { loyaltyPath } from './loyalty-paths';

/** The message to show, without the rest of a UiMessage. */
const textOf = (message: UiText): UiText => (message.values ? { id: message.id, values: message.values } : { id: message.id });

/**
 * `/{locale}/account/rewards` (issue 9 §4): join the loyalty programme; a member sees their member id, points,
 * the welcome offer (its callout and coupon code) and their vouchers (amount, expiry, available). Guests sign in first.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, loyalty } = storefront;
  await requireProfile(storefront, args.request);
  const url = new URL(args.request.url);
  const intl = serverIntl(site);
  const meta = pageMeta(site, intl.formatMessage({ id: 'loyalty.title' }), intl.formatMessage({ id: 'loyalty.meta.description' }));
  const [vouchers, welcome] = await Promise.all([loyalty.vouchers(), loyalty.welcome()]);
  if (vouchers.isErr() && isSignedOut(vouchers.error)) throw await toSignIn(storefront, args.request);
  if (vouchers.isErr() && hasErrorId(vouchers.error, 'LOYALTY_MEMBERSHIP_REQUIRED')) return withCookies(storefront, { meta, member: null, problem: null, joined: false });
  if (vouchers.isErr()) return withCookies(storefront, { meta, member: null, problem: textOf(uiMessage(vouchers.error)), joined: false });
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' });
  const offer = welcome.isOk() ? welcome.value.promotion : null;
  // §5: the welcome callout's reached part (the offer itself), e.g. "15% off your next order".
  const callout = offer === null ? null : (parseCallout(offer.calloutMessage)?.reached ?? offer.calloutMessage);
  return withCookies(storefront, {
    meta,
    joined: url.searchParams.get('joined') === '1',
    problem: null,
    member: {
      memberId: vouchers.value.memberId,
      points: vouchers.value.currentLoyaltyPoints,
      minimumPoints: vouchers.value.minimumPoints,
      pointsValue: formatMoney(vouchers.value.currentLoyaltyPoints * vouchers.value.pointValue, site.currency, site.locale),
      welcome: offer === null ? null : { name: offer.promotionName, callout, couponCode: offer.couponCode },
      vouchers: vouchers.value.applicableLoyaltyVouchers.map((voucher) => ({
        voucherId: voucher.voucherId,
        amount: formatMoney(voucher.amountInCurrency, voucher.currency, site.locale),
        expires: voucher.expiresAt === null ? null : date(voucher.expiresAt),
        available: voucher.available,
      })),
    },
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** POST intent=join: joins the programme (`POST loyalty/token`) and shows the page again with the welcome. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  if (form.get('intent') !== 'join') return withCookies(storefront, { error: textOf({ id: 'errors.invalidRequest' }) }, 400);
  const joined = await storefront.loyalty.join();
  if (joined.isOk()) return redirectWithCookies(storefront, `${loyaltyPath.rewards(storefront.site)}?joined=1`);
  if (isSignedOut(joined.error)) return toSignIn(storefront, args.request);
  const message = uiMessage(joined.error);
  return withCookies(storefront, { error: textOf(message) }, 409);
}

export default function Rewards({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const intl = useIntl();
  const { member, problem, joined } = loaderData;
  const error = actionData?.error ?? problem;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (joined || error) noticeRef.current?.focus();
  }, [joined, error]);
  return (
    <article aria-labelledby="rewards-title" className="rewards">
      <p className="orders__back"><Link to={accountPath.account(site)}><FormattedMessage id="loyalty.backToAccount" /></Link></p>
      <h1 id="rewards-title"><FormattedMessage id="loyalty.title" /></h1>
      {error && <p ref={noticeRef} tabIndex={-1} className="notice notice--error" role="alert"><FormattedMessage id={error.id} values={error.values} /></p>}
      {joined && member && <p ref={noticeRef} tabIndex={-1} className="notice notice--ok" role="status"><FormattedMessage id="loyalty.joined" /></p>}
      {member === null ? (
        problem === null && (
          <section aria-labelledby="join-title" className="rewards__join">
            <h2 id="join-title"><FormattedMessage id="loyalty.join.title" /></h2>
            <p><FormattedMessage id="loyalty.join.text" /></p>
            <Form method="post">
              <button type="submit" name="intent" value="join" className="button"><FormattedMessage id="loyalty.join.submit" /></button>
            </Form>
          </section>
        )
      ) : (
        <>
          <dl className="order-summary rewards__summary">
            <div><dt><FormattedMessage id="loyalty.memberId" /></dt><dd data-testid="member-id">{member.memberId}</dd></div>
            <div><dt><FormattedMessage id="loyalty.points" /></dt><dd data-testid="points"><FormattedMessage id="loyalty.points.worth" values={{ points: member.points, value: member.pointsValue }} /></dd></div>
          </dl>
          <p className="field__hint"><FormattedMessage id="loyalty.points.minimum" values={{ minimum: member.minimumPoints }} /></p>
          {member.welcome && (
            <section aria-labelledby="welcome-title" className="rewards__welcome">
              <h2 id="welcome-title"><FormattedMessage id="loyalty.welcome.title" /></h2>
              <p>{member.welcome.callout}</p>
              <p><FormattedMessage id="loyalty.welcome.code" values={{ code: member.welcome.couponCode }} /></p>
            </section>
          )}
          <section aria-labelledby="vouchers-title">
            <h2 id="vouchers-title"><FormattedMessage id="loyalty.vouchers.title" /></h2>
            {member.vouchers.length === 0 ? (
              <p><FormattedMessage id="loyalty.vouchers.none" /></p>
            ) : (
              <table className="orders-table" aria-labelledby="vouchers-title">
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage id="loyalty.vouchers.amount" /></th>
                    <th scope="col"><FormattedMessage id="loyalty.vouchers.expires" /></th>
                    <th scope="col"><FormattedMessage id="loyalty.vouchers.status" /></th>
                  </tr>
                </thead>
                <tbody>
                  {member.vouchers.map((voucher) => (
                    <tr key={voucher.voucherId} data-testid="voucher">
                      <td>{voucher.amount}</td>
                      <td>{voucher.expires ?? intl.formatMessage({ id: 'loyalty.vouchers.noExpiry' })}</td>
                      <td><FormattedMessage id={voucher.available ? 'loyalty.vouchers.available' : 'loyalty.vouchers.used'} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </article>
  );
}
