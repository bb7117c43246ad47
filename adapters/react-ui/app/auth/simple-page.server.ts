import type { AppLoadContext, Params } from 'react-router';
import { serverIntl } from '../i18n/catalogue.server';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';

/** The loader of an account form page: its title and description (no-index), the session's cookies. */
export async function formPageLoader(args: { params: Params; request: Request; context: AppLoadContext }, titleId: string, descriptionId: string) {
  const storefront = await storefrontOf(args);
  const intl = serverIntl(storefront.site);
  return { storefront, respond: <T extends object>(extra: T) =>
    withCookies(storefront, { ...extra, meta: pageMeta(storefront.site, intl.formatMessage({ id: titleId }), intl.formatMessage({ id: descriptionId })) }) };
}
