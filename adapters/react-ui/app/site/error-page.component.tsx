import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';

export function ErrorPage({ notFound, message, homeHref }: { notFound: boolean; message: UiText | undefined; homeHref: string }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">{notFound ? '404' : <FormattedMessage id="errorPage.oops" />}</p>
      <h1 id="error-title">{notFound ? <FormattedMessage id="errorPage.notFound.title" /> : <FormattedMessage id="errorPage.failed.title" />}</h1>
      <p role={notFound ? undefined : 'alert'}>
        {message ? <FormattedMessage id={message.id} values={message.values} /> : notFound ? <FormattedMessage id="errors.pageNotFound" /> : <FormattedMessage id="errors.unavailable" />}
      </p>
      <p>
        <Link className="button" to={homeHref}><FormattedMessage id="errorPage.home" /></Link>
      </p>
    </section>
  );
}
