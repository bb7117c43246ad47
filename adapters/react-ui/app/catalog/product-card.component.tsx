import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { productPath, type ProductCallout, type ProductCard as ProductCardData } from '@switchback/core';
import { ProductCallouts } from '../promotions/product-callouts.component';
import { FavoriteButton } from '../favorites/favorite-button.component';
import { useSite } from '../site/use-site';
import { QuickShopButton } from '../quickshop/quick-shop-button.component';
import { Price } from './price.component';

/**
 * §3 Product card: image, brand, title and price, linking to the product page. `eager`: on the first screen, so its
 * picture loads at once and first (one of them is the page's largest paint); the others load lazily. `callouts`: the
 * product-level promotions shown on listings (issue 9): the listing's (the product's own and the shopper's cart's), else
 * the product's own.
 */
export function ProductCard({ product, eager = false, callouts }: { product: ProductCardData; eager?: boolean; callouts?: readonly ProductCallout[] | undefined }) {
  const site = useSite();
  return (
    <li className="product-card">
      <Link to={productPath(site.id, product.slug, product.id)}>
        <img src={product.image.url} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} width={480} height={480} />
        <div className="product-card__body">
          <span className="product-card__brand">{product.brand}</span>
          <span className="product-card__title">{product.title}</span>
          <Price currency={product.currency} range={product.price} />
          {product.rating === undefined || product.rating.reviewsCount === 0 ? null : <Rating score={product.rating.score} reviews={product.rating.reviewsCount} />}
          <ProductCallouts callouts={callouts ?? product.promotions} className="product-callouts product-callouts--card" />
        </div>
      </Link>
      <FavoriteButton productId={product.id} productName={product.title} className="product-card__favorite" />
      {/* Issue 12: quick shop (a link to the product page without JavaScript; the panel with it). */}
      <QuickShopButton productId={product.id} productName={product.title} href={productPath(site.id, product.slug, product.id)} />
    </li>
  );
}

/**
 * Issue 11 §3 ratings on cards: five stars as text (★ filled, ☆ empty, to the nearest whole star), read as one
 * phrase ("4.3 out of 5, 12 reviews"); the score shows beside them. No image, no script.
 */
export function Rating({ score, reviews }: { score: number; reviews: number }) {
  const intl = useIntl();
  const filled = Math.min(5, Math.max(0, Math.round(score)));
  const label = intl.formatMessage({ id: 'search.rating.label' }, { score: intl.formatNumber(score, { maximumFractionDigits: 1, minimumFractionDigits: 1 }), count: reviews });
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true">{'★'.repeat(filled)}{'☆'.repeat(5 - filled)}</span>
      <span className="rating__count" aria-hidden="true">{intl.formatNumber(score, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} ({reviews})</span>
    </span>
  );
}
