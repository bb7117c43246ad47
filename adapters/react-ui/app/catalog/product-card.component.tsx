import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@switchback/core';
import { sitePath, type Site } from '../site/site';
import { Price } from './price.component';

/** §3 Product card: image, brand, title and price, linking to the product page. */
export function ProductCard({ site, product }: { site: Site; product: ProductCardData }) {
  return (
    <li className="product-card">
      <Link to={sitePath.product(site, product.slug, product.id)}>
        <img src={product.image.url} alt="" loading="lazy" width={480} height={480} />
        <div className="product-card__body">
          <span className="product-card__brand">{product.brand}</span>
          <span className="product-card__title">{product.title}</span>
          <Price site={site} currency={product.currency} range={product.price} />
        </div>
      </Link>
    </li>
  );
}
