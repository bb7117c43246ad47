import { useActionData, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { phoneDigits } from '@switchback/core';
import type { Route } from './+types/sms-opt-in.route';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import SmsOptInForm, { type SmsOptInResult } from './sms-opt-in-form.component';
import { enrolmentPath } from './enrolment-paths';

/** `/{locale}/sms-opt-in`: the SMS opt-in form (§4) on its own page, and its action. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const intl = serverIntl(storefront.site);
  const done = new URL(args.request.url).searchParams.get('sms') === 'subscribed';
  return withCookies(storefront, {
    meta: pageMeta(storefront.site, intl.formatMessage({ id: 'sms.title' }), intl.formatMessage({ id: 'sms.title' })),
    signedIn: storefront.session.shopper.state.loggedIn,
    done,
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/**
 * §5 phone (the country's digits) and the box; with JavaScript the box counts only once the terms were accepted
 * (optInAccepted, core's machine), without it ticking the box under the terms on the page accepts them. Then §7
 * "create or update SMS subscription".
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const phone = typeof form.get('phone') === 'string' ? String(form.get('phone')) : '';
  const enhanced = isEnhanced(form);
  const accepted = form.get('smsOptIn') === 'on' && (!enhanced || form.get('optInAccepted') === 'true');
  const errors: Record<string, { id: string }> = {};
  if (phone.trim() === '') errors.phone = { id: 'auth.errors.required' };
  else if (phoneDigits(storefront.site.country)(phone) !== null) errors.phone = { id: 'form.phone.invalid' };
  if (!accepted) errors.smsOptIn = { id: 'sms.errors.terms' };
  const fail = (result: SmsOptInResult, status: number) => withCookies<SmsOptInResult>(storefront, result, status);
  if (Object.keys(errors).length > 0) return fail({ ok: false, errors, error: null, values: { phone } }, 400);
  const subscribed = await storefront.consumer.subscribeSms({ countryCode: storefront.site.country, phone, optin: true });
  if (subscribed.isErr()) {
    const message = uiMessage(subscribed.error);
    return fail({ ok: false, errors: message.placement === 'field' && message.field === 'phone' ? { phone: message } : {}, error: message.placement === 'field' && message.field === 'phone' ? null : message, values: { phone } }, 400);
  }
  if (enhanced) return withCookies<SmsOptInResult>(storefront, { ok: true });
  return redirectWithCookies(storefront, `${enrolmentPath.smsOptIn(storefront.site)}?sms=subscribed`);
}

export default function SmsOptInPage() {
  const { signedIn, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="enrolment-page">
      <h1><FormattedMessage id="sms.page.title" /></h1>
      <SmsOptInForm signedIn={signedIn} initial={result ?? (done ? { ok: true } : undefined)} />
    </div>
  );
}
