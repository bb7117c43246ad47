import { Link } from 'react-router';

export function ErrorPage({ notFound, message, homeHref }: { notFound: boolean; message: string | undefined; homeHref: string }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">{notFound ? '404' : 'Oops'}</p>
      <h1 id="error-title">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p role={notFound ? undefined : 'alert'}>
        {message ?? (notFound ? 'We could not find this page.' : 'Please try again in a moment.')}
      </p>
      <p>
        <Link className="button" to={homeHref}>Go to the home page</Link>
      </p>
    </section>
  );
}
