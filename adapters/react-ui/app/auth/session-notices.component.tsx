import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { useInStoreAssociate, useShopper } from '../session/use-shopper';
import { useSite } from '../site/use-site';
import { authPath } from './auth-paths';

/**
 * Under the header, on every page of a site: the one-time message of the last account action (signed out, signed
 * in…), the §4 employee terms prompt while an employee has not accepted them, and the in-store associate banner
 * with its "end the session" form.
 */
export function SessionNotices({ flash }: { flash: string | null }) {
  const site = useSite();
  const shopper = useShopper();
  const inStore = useInStoreAssociate();
  return (
    <>
      {inStore && (
        <section className="in-store-banner" aria-labelledby="in-store-banner-text">
          <p id="in-store-banner-text">
            <FormattedMessage id="auth.associate.banner" values={{ store: inStore.storeName, name: inStore.storeEmployeeName, id: inStore.storeEmployeeId }} />
          </p>
          <form method="post" action={authPath.associateLogin(site)} className="header-form">
            <input type="hidden" name="intent" value="end" />
            <button type="submit" className="button button--secondary"><FormattedMessage id="auth.associate.end" /></button>
          </form>
        </section>
      )}
      {shopper.needsEmployeeTerms && (
        <p className="notice notice--info">
          <FormattedMessage id="auth.employeeTerms.prompt" />{' '}
          <Link to={authPath.employeeTerms(site)}><FormattedMessage id="auth.employeeTerms.review" /></Link>
        </p>
      )}
      {flash && (
        <p className="notice notice--success" role="status">
          <FormattedMessage id={flash} />
        </p>
      )}
    </>
  );
}
