import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { samePageOn, type loader as rootLoader } from '../root';
import { useSite } from './use-site';
import { supportPath } from '../support/support-paths';
import { orderPath } from '../orders/order-paths';
import { storeFinderPath } from '../stores/store-paths';

/** The footer, with the site switcher: another site's same product or category page, else its home. */
export function SiteFooter() {
  const site = useSite();
  const intl = useIntl();
  const { pathname } = useLocation();
  const sites = useRouteLoaderData<typeof rootLoader>('root')?.sites ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p><FormattedMessage id="footer.about" /></p>
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
