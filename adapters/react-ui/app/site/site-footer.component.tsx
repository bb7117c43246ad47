import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { samePageOn, type loader as rootLoader } from '../root';
import { useSite } from './use-site';
import { supportPath } from '../support/support-paths';
import { orderPath } from '../orders/order-paths';
import { storeFinderPath } from '../stores/store-paths';
import type { ContentPage } from '@switchback/core';
import { PageContent } from '../content/content-slot.component';

/**
 * The footer, with the site switcher: another site's same product or category page, else its home. Issue 12: with
 * the site's footer content (the content service's footer call, loaded by the site layout) its sections replace the
 * built-in about text and help links; without it (none, or the service down) the footer is as it always was.
 */
export function SiteFooter({ footer }: { readonly footer?: ContentPage | null } = {}) {
  const site = useSite();
  const intl = useIntl();
  const { pathname } = useLocation();
  const sites = useRouteLoaderData<typeof rootLoader>('root')?.sites ?? [];
  const prefix = `/${site.id}`;
  // Kept light (the footer is on every page's first visit): any section with a block; the renderer, loaded lazily, hides empty ones.
  const fromContent = footer !== null && footer !== undefined && Object.values(footer.sections).some((blocks) => blocks.length > 0);
  const content = fromContent ? { page: footer, siteId: site.id, path: pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname, rails: {} } : null;
  return (
    <footer className="site-footer">
      {fromContent ? <PageContent content={content} placement="all" className="content-sections site-footer__content" /> : null}
      <div className="site-footer__inner">
        {fromContent ? null : <p><FormattedMessage id="footer.about" /></p>}
        <nav aria-label={intl.formatMessage({ id: 'footer.sites' })}>
          <span><FormattedMessage id="footer.shopIn" /> </span>
          {sites.map((other, index) => (
            <span key={other.id}>
              {index > 0 ? ' · ' : ''}
              <Link to={samePageOn(pathname, other)} aria-current={other.id === site.id ? 'true' : undefined} hrefLang={other.locale} lang={other.locale} reloadDocument>
                {other.label}
              </Link>
            </span>
          ))}
        </nav>
        {/* The storefront's own help pages, whatever the footer content links to. */}
        <nav aria-label={intl.formatMessage({ id: 'support.footer.help' })} className="site-footer__help">
          <Link to={storeFinderPath(site)}><FormattedMessage id="stores.footer.finder" /></Link>
          <Link to={orderPath.track(site)}><FormattedMessage id="orders.footer.track" /></Link>
          <Link to={supportPath.contactUs(site)}><FormattedMessage id="support.footer.contactUs" /></Link>
          <Link to={supportPath.warranty(site)}><FormattedMessage id="support.footer.warranty" /></Link>
        </nav>
      </div>
    </footer>
  );
}
