import { useState } from 'react';
import { Link, redirect, useRouteLoaderData } from 'react-router';
import { ResultAsync } from 'neverthrow';
import { sizeOptions, type Inventory, type ProductDetails } from '@switchback/core';
import type { Route } from './+types/product-detail.route';
import { composeServerStorefront } from '../composition-root';
import { loaderFailure, notFound } from '../site/route-errors';
import { SITES, siteFromSegment, sitePath } from '../site/site';
import type { loader as siteLoader } from '../site/site-layout.route';
import { AddToCartForm } from './add-to-cart-form.component';
import { Price, variantPriceRange } from './price.component';
import { parseProductSlugId } from './slug-id';
import { variantStock } from './stock-state';

/** `/{locale}/p/{slug}-{product id}`: the product's content, variants and stock are loaded and rendered on the server. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = siteFromSegment(params.locale) ?? notFound();
  const slugId = parseProductSlugId(params.slugId) ?? notFound('This product does not exist.');
  const { products } = composeServerStorefront(site, { apiBaseUrl: context.apiBaseUrl, request });
  const result = await ResultAsync.combine([products.details(slugId.id), products.inventory(slugId.id)]);
  if (result.isErr()) return loaderFailure(result.error);
  const [product, inventory] = result.value;
  if (product.slug !== slugId.slug) throw redirect(sitePath.product(site, product.slug, product.id));
  return { siteId: site.id, product, inventory };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.product.name} | ${loaderData.product.brand} | Switchback` }, { name: 'description', content: loaderData.product.description }]
    : [{ title: 'Switchback' }];

/** The colour shown first: the first one with something to order, else the first one. */
function initialColor(product: ProductDetails): string {
  const orderable = product.colors.find((color) => sizeOptions(product, color.code).some((option) => option.orderable));
  return (orderable ?? product.colors[0])?.code ?? '';
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, inventory } = loaderData;
  const site = SITES[loaderData.siteId];
  const siteData = useRouteLoaderData<typeof siteLoader>('site');
  const category = siteData?.catalog.categories.find((c) => c.id === product.categoryId);
  const [color, setColor] = useState(() => initialColor(product));
  const [size, setSize] = useState<string | null>(null);

  const sizes = sizeOptions(product, color);
  const variant = size === null ? undefined : product.variants.find((v) => v.color === color && v.size === size);
  const image = product.images.find((i) => i.color === color) ?? product.images[0];
  const colorName = product.colors.find((c) => c.code === color)?.name ?? color;

  const chooseColor = (code: string) => {
    setColor(code);
    const stillOrderable = sizeOptions(product, code).some((option) => option.size === size && option.orderable);
    if (!stillOrderable) setSize(null);
  };

  return (
    <>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li><Link to={sitePath.home(site)}>Home</Link></li>
          {category && (
            <li><Link to={sitePath.category(site, category.slug, category.id)}>{category.name}</Link></li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <article className="product-detail" aria-labelledby="product-title">
        <div className="product-detail__image">
          {image && <img src={image.url} alt={image.alt} width={960} height={960} />}
        </div>
        <div className="product-detail__info">
          <div>
            <p className="product-card__brand">{product.brand}</p>
            <h1 id="product-title">{product.name}</h1>
            <Price
              site={site}
              currency={product.currency}
              className="product-detail__price"
              range={variant ? variantPriceRange(variant) : product.price}
            />
          </div>
          <p>{product.description}</p>

          <fieldset className="picker">
            <legend>
              Colour: <span>{colorName}</span>
            </legend>
            <div className="picker__options">
              {product.colors.map((c) => (
                <label key={c.code} className="picker__option">
                  <input type="radio" name="color" value={c.code} checked={c.code === color} onChange={() => chooseColor(c.code)} aria-label={c.name} />
                  <span>
                    <span className="swatch" style={{ background: c.swatch }} aria-hidden="true" />
                    {c.name}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="picker" aria-describedby="size-help">
            <legend>Size{size === null ? '' : `: ${size}`}</legend>
            <div className="picker__options">
              {sizes.map((option) => (
                <label key={option.size} className="picker__option">
                  <input
                    type="radio"
                    name="size"
                    value={option.size}
                    checked={option.size === size}
                    disabled={!option.orderable}
                    onChange={() => setSize(option.size)}
                    aria-label={option.orderable ? option.size : `${option.size} (out of stock)`}
                  />
                  <span>{option.size}</span>
                </label>
              ))}
            </div>
            <p id="size-help" className="field__hint">
              {sizes.some((option) => option.orderable) ? 'Sizes that are crossed out are out of stock.' : 'This colour is out of stock in every size.'}
            </p>
          </fieldset>

          <StockLine product={product} inventory={inventory} color={color} size={size} />

          <AddToCartForm site={site} product={product} variant={variant ?? null} colorName={colorName} />
        </div>
      </article>
    </>
  );
}

/** The stock state of the chosen variant, or of the colour while no size is chosen. */
function StockLine({ product, inventory, color, size }: { product: ProductDetails; inventory: Inventory; color: string; size: string | null }) {
  const variant = size === null ? undefined : product.variants.find((v) => v.color === color && v.size === size);
  if (variant === undefined) {
    const anyOrderable = sizeOptions(product, color).some((option) => option.orderable);
    return (
      <p role="status" className="status-line">
        {anyOrderable ? 'Choose a size to see its stock.' : <span className="stock stock--OUT_OF_STOCK">OUT OF STOCK</span>}
      </p>
    );
  }
  const stock = variantStock(inventory, variant);
  return (
    <p role="status" className="status-line">
      <span className={`stock stock--${stock.status}`}>{stock.text}</span>
    </p>
  );
}
