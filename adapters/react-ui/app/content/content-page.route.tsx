import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Route } from './+types/content-page.route';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { supportPath } from '../support/support-paths';
import { contentScopeOf } from './content-scope.server';
import { fetchPageContent } from './page-content.server';
import { contentPageKey, contentPagePath } from './content-pages';
import { PageContent } from './content-slot.component';
import { contentHasHeadingOne } from './content-placement';

/**
 * Issue 12 §2 content pages (app/content/content-pages.ts): `/{locale}/privacy`, `/loyalty`, the terms pages,
 * `/help/returns/how-to-return`, `/help/contact-us` (its help content, then the way to the contact form), `/help`
 * (with its child pages) and `/pages/{key}`, each from the content service's `page` call. An unknown page is the
 * 404 page; the page's title and description come from the document's meta.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const scope = contentScopeOf(site, args.request);
  const key = contentPageKey(scope.route ?? '') ?? notFound();
  const [answer, children] = await Promise.all([
    fetchPageContent(storefront, site, args.request, { call: 'page', key }),
    key === 'help'
      ? storefront.content.children(scope, key).map((found) => found.children).unwrapOr([])
      : Promise.resolve([]),
  ]);
  if (answer.kind === 'notFound') notFound();
  if (answer.kind === 'failed') {
    if (answer.error instanceof Error) throw answer.error;
    loaderFailure(uiMessage(answer.error));
  }
  const { page } = answer.content;
  const title = page.meta.title ?? page.name;
  const description = page.meta.description ?? serverIntl(site).formatMessage({ id: 'content.page.description' }, { page: title });
  return withCookies(storefront, {
    key,
    title,
    content: answer.content,
    children: children.map((child) => ({ key: child.key, title: child.title ?? child.name })),
    meta: pageMeta(site, title, description),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { key, title, content, children } = loaderData;
  const site = useSite();
  const intl = useIntl();
  const startsWithTitle = contentHasHeadingOne(content, 'all');
  return (
    <article className="content-page" data-content-page={key}>
      {startsWithTitle ? null : <h1 className="content-page__title">{title}</h1>}
      <PageContent content={content} placement="main" priority />
      {children.length > 0 ? (
        <nav className="content-page__children" aria-label={intl.formatMessage({ id: 'content.page.children' }, { page: title })}>
          <ul>
            {children.map((child) => <li key={child.key}><Link to={contentPagePath(site.id, child.key)}>{child.title}</Link></li>)}
          </ul>
        </nav>
      ) : null}
      {key === 'contact-us' ? (
        <p className="content-page__contact">
          <Link className="button" to={supportPath.contactUs(site)}><FormattedMessage id="content.page.contactForm" /></Link>
        </p>
      ) : null}
      <PageContent content={content} placement="lazy" />
    </article>
  );
}
