import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home.route';
import type { loader as siteLoader } from '../site/site-layout.route';
import { SITES, sitePath } from '../site/site';
import { ProductCard } from './product-card.component';

export const meta: Route.MetaFunction = () => [{ title: 'Switchback: footwear, apparel and outdoor gear' }];

/** `/{locale}`: the categories and featured products of the site's catalogue (loaded by the site layout). */
export default function Home() {
  const data = useRouteLoaderData<typeof siteLoader>('site');
  if (data === undefined) return null;
  const site = SITES[data.siteId];
  const { categories, featured, brands } = data.catalog;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Gear for the long way round</h1>
        <p>
          Footwear, apparel and outdoor kit from{' '}
          {new Intl.ListFormat(site.locale, { type: 'conjunction' }).format(brands.map((brand) => brand.name))}. Pick a
          category to start.
        </p>
      </section>
      <section className="section" aria-labelledby="categories-title">
        <h2 id="categories-title">Shop by category</h2>
        <ul className="category-tiles">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={sitePath.category(site, category.slug, category.id)}>
                <strong>{category.name}</strong>
                <span>{category.productCount} products</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="featured-title">
        <h2 id="featured-title">Featured</h2>
        <ul className="product-grid">
          {featured.map((product) => (
            <ProductCard key={product.id} site={site} product={product} />
          ))}
        </ul>
      </section>
    </>
  );
}
