import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { sitePath, useSite } from './use-site';

/** A step of the trail above the current page: its name and where it leads. */
export interface BreadcrumbStep {
  readonly name: string;
  readonly to: string;
}

/**
 * The breadcrumb trail of a page: Home, then `trail` (a category, say), then the current page, marked as such. One
 * component for every page that shows one (listing, product, product set).
 */
export function Breadcrumbs({ trail = [], current }: { readonly trail?: readonly BreadcrumbStep[]; readonly current: string }) {
  const site = useSite();
  const intl = useIntl();
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <ol>
        <li><Link to={sitePath.home(site)}><FormattedMessage id="breadcrumbs.home" /></Link></li>
        {trail.map((step) => <li key={step.to}><Link to={step.to}>{step.name}</Link></li>)}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
