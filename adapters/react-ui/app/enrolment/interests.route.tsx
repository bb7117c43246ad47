import { Link, useActionData, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { joinInterests, splitInterests } from '@switchback/core';
import type { Route } from './+types/interests.route';
import { INTEREST_OPTIONS } from '../account/account-paths';
import { safeRedirect } from '../auth/auth-paths';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';

import { enrolmentPath, type InterestsWelcome } from './enrolment-paths';
import { InterestsForm, WELCOME_MESSAGE, type InterestsResult } from './interests-form.component';

/** The sign-up this page follows (`?welcome=`), or null. */
const welcomeOf = (raw: string | null): InterestsWelcome | null => (raw === 'account' || raw === 'loyalty' ? raw : null);

/**
 * `/{locale}/account/interests`: the shopper's interests, the interests content block's action and loader, and §4 the
 * interests step after a sign-up made without JavaScript (`?welcome=account|loyalty&next=…`: the welcome line, "Not
 * now", and a save that goes on to `next`). With JavaScript the step is a dialog (interests-dialog.component.tsx).
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const signedIn = storefront.session.shopper.state.loggedIn;
  const profile = signedIn ? await storefront.consumer.profile() : undefined;
  const url = new URL(args.request.url);
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, {
    meta: pageMeta(storefront.site, intl.formatMessage({ id: 'interests.title' }), intl.formatMessage({ id: 'interests.legend' })),
    signedIn,
    welcome: welcomeOf(url.searchParams.get('welcome')),
    next: safeRedirect(storefront.site, url.searchParams.get('next'), '') || null,
    saved: url.searchParams.get('saved') === '1',
    chosen: profile?.isOk() ? splitInterests(profile.value.consumerProfile.preferences.interests) : [],
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const chosen = form.getAll('interest').map(String).filter((value) => (INTEREST_OPTIONS as readonly string[]).includes(value));
  const saved = await storefront.consumer.updateProfile({ consumerProfile: { preferences: { interests: joinInterests(chosen) } } });
  const result: InterestsResult = saved.isOk() ? { ok: true } : { ok: false, error: uiMessage(saved.error) };
  if (isEnhanced(form) || !result.ok) return withCookies(storefront, result, result.ok ? 200 : 400);
  return redirectWithCookies(storefront, safeRedirect(storefront.site, form.get('next'), `${enrolmentPath.interests(storefront.site)}?saved=1`));
}

export default function InterestsPage() {
  const { signedIn, welcome, next, saved, chosen } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="enrolment-page">
      {welcome !== null && <p className="notice" role="status"><FormattedMessage id={WELCOME_MESSAGE[welcome]} /></p>}
      <h1><FormattedMessage id="interests.page.title" /></h1>
      <InterestsForm signedIn={signedIn} chosen={chosen} initial={result ?? (saved ? { ok: true } : undefined)} next={next ?? undefined}
        dismiss={next !== null && <Link to={next} className="button button--secondary"><FormattedMessage id="interests.notNow" /></Link>} />
    </div>
  );
}
