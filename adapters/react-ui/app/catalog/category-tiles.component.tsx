import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { categoryPath, type Category } from '@switchback/core';
import { useSite } from '../site/use-site';

/** Category tiles (name and product count, linking to the listing): the home page's and the search hub's. */
export function CategoryTiles({ categories }: { readonly categories: readonly Category[] }) {
  const site = useSite();
  return (
    <ul className="category-tiles">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={categoryPath(site.id, category.slug, category.id)}>
            <strong>{category.name}</strong>
            <span><FormattedMessage id="home.categories.count" values={{ count: category.productCount }} /></span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
