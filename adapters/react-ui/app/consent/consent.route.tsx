import { data, redirect } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import type { Route } from './+types/consent.route';
import { safeRedirect } from '../auth/auth-paths';
import { siteOf } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { serverIntl } from '../i18n/catalogue.server';
import { pageMeta } from '../site/page-meta.server';
import { metaTags } from '../site/page-meta';
import { acceptedBy, consentSetCookie, consentViewOf } from './consent.server';
import { ConsentPreferencesForm } from './consent-preferences.component';

const choiceSchema = z.enum(['accept-all', 'reject-all', 'save']);

/** The cookie preferences page (the dialog's page without JavaScript; the footer's "Cookie preferences" on any site). */
export function loader({ request, params }: Route.LoaderArgs) {
  const site = siteOf(params);
  const url = new URL(request.url);
  const intl = serverIntl(site);
  return {
    accepted: consentViewOf(request, site).accepted,
    returnTo: safeRedirect(site, url.searchParams.get('returnTo'), sitePath.home(site)),
    meta: pageMeta(site, intl.formatMessage({ id: 'consent.preferences.title' }), intl.formatMessage({ id: 'consent.preferences.intro' })),
  };
}

/** Every consent choice (banner or preferences): the consent cookie, then back to the page (Post/Redirect/Get). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const site = siteOf(params);
  const form = await request.formData();
  const choice = choiceSchema.safeParse(form.get('intent'));
  if (!choice.success) return data({ ok: false as const, field: 'intent' }, { status: 400 });
  const cookie = consentSetCookie(acceptedBy(choice.data, form), context.secure === true);
  return redirect(safeRedirect(site, form.get('returnTo'), sitePath.home(site)), { headers: { 'Set-Cookie': cookie } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function ConsentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page consent-page">
      <h1><FormattedMessage id="consent.preferences.title" /></h1>
      <ConsentPreferencesForm accepted={loaderData.accepted} returnTo={loaderData.returnTo} />
    </div>
  );
}
