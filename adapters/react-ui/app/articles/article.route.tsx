import { useIntl } from 'react-intl';
import type { Route } from './+types/article.route';
import { contentScopeOf } from '../content/content-scope.server';
import { uiMessage } from '../errors/ui-message';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { Breadcrumbs } from '../site/breadcrumbs.component';
import { useSite } from '../site/use-site';
import { PageContent } from '../content/content-slot.component';
import { RelatedArticles } from './article-blocks.component';
import { relatedArticles } from './articles.server';
import { articlePath } from './article-paths';

const ARTICLE_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * `/{locale}/articles/{slug}` (§2 article page): the article document (title, eyebrow, picture, its sections) and
 * §9 its 4 related articles (the first tag's, without itself). Anything but an article is not found here.
 */
export async function loader(args: Route.LoaderArgs) {
  const slug = args.params.slug;
  if (!ARTICLE_SLUG.test(slug)) notFound({ id: 'content.errors.notFound' });
  const storefront = await storefrontOf(args);
  const scope = contentScopeOf(storefront.site, args.request);
  const page = await storefront.content.page(scope, slug);
  if (page.isErr()) loaderFailure(uiMessage(page.error));
  const { article } = page.value;
  if (page.value.docType !== 'article' || article === undefined) notFound({ id: 'content.errors.notFound' });
  const related = await relatedArticles(storefront, { key: slug, url: `/articles/${slug}`, tags: article.tags });
  return withCookies(storefront, {
    id: page.value.id,
    article,
    sections: page.value.sections,
    // The shape app/content's renderer reads: an article page has no recommendation rails.
    content: { page: page.value, siteId: storefront.site.id, path: scope.route ?? `/articles/${slug}`, rails: {} },
    relatedArticles: related,
    meta: pageMeta(storefront.site, page.value.meta.title ?? article.title, page.value.meta.description ?? article.eyebrow ?? article.title),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, sections, relatedArticles: related } = loaderData;
  const site = useSite();
  const intl = useIntl();
  const hasRelatedBlock = Object.values(sections).some((blocks) => blocks.some((block) => block.type === 'related-articles'));
  return (
    <>
      <Breadcrumbs trail={[{ name: intl.formatMessage({ id: 'articles.title' }), to: articlePath.list(site) }]} current={article.title} />
      <article className="article-page" aria-labelledby="article-title">
        <header className="article-page__head">
          {article.eyebrow && <p className="article-page__eyebrow">{article.eyebrow}</p>}
          <h1 id="article-title">{article.title}</h1>
        </header>
        <img className="article-page__picture" src={article.picture.url} alt={article.picture.alt} width={article.picture.width} height={article.picture.height} fetchPriority="high" />
        <div className="article-body">
          <PageContent content={loaderData.content} />
        </div>
      </article>
      {/* Lazy sections (the seed's related-articles block) after the article; without such a block, the related four. */}
      <PageContent content={loaderData.content} placement="lazy" />
      {!hasRelatedBlock && <RelatedArticles articles={related} />}
    </>
  );
}
