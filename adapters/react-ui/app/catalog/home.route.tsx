import { useRouteLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { uiMessage } from '../errors/ui-message';
import { loaderFailure } from '../site/route-errors';
import type { CatalogResponse } from '@switchback/core';
import type { Route } from './+types/home.route';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { unpackOptional } from '../platform/packed-data';
import { contentHasHeadingOne, hasSections } from '../content/content-placement';
import type { loader as siteLoader } from '../site/site-layout.route';
import { ProductCard } from './product-card.component';
import { CategoryTiles } from './category-tiles.component';

export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const intl = serverIntl(site);
  // Issue 12: the home page's content (the catalogue's categories come from the site layout, asked at the same time).
  const content = await loadPageContent(storefront, site, args.request, { call: 'augmentedPage', key: 'home' });
  // Without content the page shows the catalogue's featured products and brands (the site layout sends only its
  // categories): asked only then.
  let fallback: { featured: CatalogResponse['featured']; brands: CatalogResponse['brands'] } | null = null;
  // The content travels packed (page-content.server.ts): what the page asks of it is answered here.
  const unpacked = unpackOptional(content);
  const sections = hasSections(unpacked);
  if (!sections) {
    const catalog = await storefront.products.catalog();
    if (catalog.isErr()) return loaderFailure(uiMessage(catalog.error));
    fallback = { featured: catalog.value.featured, brands: catalog.value.brands };
  }
  // Its experiences are decided with it (loadPageContent), so the variant renders on the first paint.
  return withCookies(storefront, {
    content: sections ? content : null,
    headingOne: contentHasHeadingOne(unpacked),
    fallback,
    meta: pageMeta(site, intl.formatMessage({ id: 'home.meta.title' }), intl.formatMessage({ id: 'home.meta.description' })),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * `/{locale}`: the home page's content (issue 12; its first block, the hero, is the page's largest paint); without
 * content (none, or the content service down), the site's catalogue: its categories (from the site layout), its brands
 * and featured products (from this page's loader).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const data = useRouteLoaderData<typeof siteLoader>('site');
  const intl = useIntl();
  if (loaderData.content !== null) {
    return (
      <>
        {loaderData.headingOne ? null : <h1 className="visually-hidden"><FormattedMessage id="home.hero.title" /></h1>}
        <PageContent content={loaderData.content} placement="main" priority />
        <PageContent content={loaderData.content} placement="lazy" />
      </>
    );
  }
  if (data === undefined || loaderData.fallback === null) return null;
  const { categories } = data.catalog;
  const { featured, brands } = loaderData.fallback;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title"><FormattedMessage id="home.hero.title" /></h1>
        <p>
          <FormattedMessage id="home.hero.text" values={{ brands: intl.formatList(brands.map((brand) => brand.name), { type: 'conjunction' }) }} />
        </p>
      </section>
      <section className="section" aria-labelledby="categories-title">
        <h2 id="categories-title"><FormattedMessage id="home.categories.title" /></h2>
        <CategoryTiles categories={categories} />
      </section>
      <section className="section" aria-labelledby="featured-title">
        <h2 id="featured-title"><FormattedMessage id="home.featured.title" /></h2>
        <ul className="product-grid">
          {featured.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 2} />
          ))}
        </ul>
      </section>
    </>
  );
}
