import { Link } from 'react-router';
import { SITES, sitePath, type Site } from './site';

export function SiteFooter({ site }: { site: Site }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>Switchback: footwear, apparel and outdoor gear. Payments in this demo use sandbox test cards only.</p>
        <nav aria-label="Country and currency">
          <span>Shop in: </span>
          {Object.values(SITES).map((other, index) => (
            <span key={other.id}>
              {index > 0 ? ' · ' : ''}
              <Link to={sitePath.home(other)} aria-current={other.id === site.id ? 'true' : undefined} hrefLang={other.locale}>
                {other.label}
              </Link>
            </span>
          ))}
        </nav>
      </div>
    </footer>
  );
}
