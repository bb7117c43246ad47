import { useRouteLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Route } from './+types/home.route';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { siteOf } from '../site/route-helpers.server';
import type { loader as siteLoader } from '../site/site-layout.route';
import { ProductCard } from './product-card.component';
import { CategoryTiles } from './category-tiles.component';

export function loader({ params }: Route.LoaderArgs) {
  const site = siteOf(params);
  const intl = serverIntl(site);
  return { meta: pageMeta(site, intl.formatMessage({ id: 'home.meta.title' }), intl.formatMessage({ id: 'home.meta.description' })) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** `/{locale}`: the categories and featured products of the site's catalogue (loaded by the site layout). */
export default function Home() {
  const data = useRouteLoaderData<typeof siteLoader>('site');
  const intl = useIntl();
  if (data === undefined) return null;
  const { categories, featured, brands } = data.catalog;
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
