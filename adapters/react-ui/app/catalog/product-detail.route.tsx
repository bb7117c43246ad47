import { useEffect, useState } from 'react';
import { readMyStore } from '../stores/my-store.server';
import { PickupInStore } from '../fulfilment/pickup-in-store.component';
import { Link, redirect, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResultAsync } from 'neverthrow';
import { categoryPath, mustSignInToBuy, parseProductRoute, productPath, sizeOptions, type Inventory, type ProductDetails } from '@switchback/core';
import type { Route } from './+types/product-detail.route';
import { authPath } from '../auth/auth-paths';
import { FavoriteButton } from '../favorites/favorite-button.component';
import { useShopper } from '../session/use-shopper';
import { uiMessage } from '../errors/ui-message';
import { EnhancedField } from '../forms/enhanced-field.component';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import type { loader as siteLoader } from '../site/site-layout.route';
import { sitePath, useSite } from '../site/use-site';
import { Breadcrumbs } from '../site/breadcrumbs.component';
import { useResultFocus } from '../forms/use-result-focus';
import { ColourPicker } from './colour-picker.component';
import { Price, variantPriceRange } from './price.component';
import { ProductCallouts } from '../promotions/product-callouts.component';
import { productCalloutsOf } from '../promotions/product-callouts.server';
import { variantStock } from './stock-state';
import { ExpressButtons } from '../wallet/express-buttons.part';
import { ProductMerchandisingSlot } from '../merchandising/product-merchandising.component';
import { productMerchandisingOf } from '../merchandising/product-merchandising.server';
import { RecommendationRails } from '../recommendations/recommendation-rails.part';
import { pack } from '../platform/packed-data';
import { productPageRails } from '../recommendations/recommendations.server';
import { loadReviewsSection } from '../reviews/reviews.server';
import { RatingSummaryLink } from '../reviews/rating-summary.component';
import { ReviewsSection } from '../reviews/reviews-section.component';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';

/** The colour shown first: the one asked for (`?color=`), else the first one with something to order, else the first. */
function initialColor(product: ProductDetails, asked: string | null): string {
  if (asked !== null && product.colors.some((color) => color.code === asked)) return asked;
  const orderable = product.colors.find((color) => sizeOptions(product, color.code).some((option) => option.orderable));
  return (orderable ?? product.colors[0])?.code ?? '';
}

/** `/{locale}/p/{slug}-{product id}`: the product's content, variants and stock are loaded and rendered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, products } = storefront;
  const route = parseProductRoute(args.params.slugId);
  if (route.isErr()) return notFound({ id: 'errors.productNotFound' });
  // Issue 11: the recommendation rails, asked for beside the product (a failed rail is no rail: it never rejects).
  const rails = productPageRails(storefront, route.value.productId);
  // Issue 12: the product page's content, asked for beside the product as well (none: nothing more is shown).
  const content = loadPageContent(storefront, site, args.request, { call: 'product', productId: route.value.productId });
  const result = await ResultAsync.combine([products.details(route.value.productId), products.inventory(route.value.productId)]);
  if (result.isErr()) return loaderFailure(uiMessage(result.error));
  const [product, inventory] = result.value;
  const url = new URL(args.request.url);
  if (product.slug !== route.value.slug) throw redirect(`${productPath(site.id, product.slug, product.id)}${url.search}`);
  const color = initialColor(product, url.searchParams.get('color'));
  const addedUpc = url.searchParams.get('added');
  const added = product.variants.find((variant) => variant.upc === addedUpc);
  // Issue 9: product-level callouts: the product's own promotions, and the approaching ones of the shopper's cart.
  // Issue 11: the sets the product is part of (and a notify-me outcome sent back), and its reviews and questions.
  // Independent calls: asked for together, not one after another.
  const [calloutsByProduct, merchandising, reviews] = await Promise.all([
    productCalloutsOf(storefront, 'product', [product]),
    productMerchandisingOf(storefront, product.id, url),
    loadReviewsSection(storefront, product.id, url),
  ]);
  const callouts = calloutsByProduct[product.id] ?? [];
  return withCookies(storefront, {
    product,
    inventory,
    color,
    callouts,
    // Issue 10: the shopper's store, where "Pick up at my store" reserves the size (app/fulfilment).
    myStore: await readMyStore(args.request),
    // The pickup-in-store page sent back without a size (JavaScript off): say to choose one.
    pickupNeedsSize: url.searchParams.get('pickup') === 'size',
    added: added ? { name: product.name, color: product.colors.find((c) => c.code === added.color)?.name ?? added.color, size: added.size } : null,
    meta: pageMeta(site, product.name, product.description),
    // Issue 11: app/merchandising, app/recommendations, app/reviews.
    merchandising,
    recommendations: pack(await rails),
    reviews,
    content: await content,
  });
}

/** Add to cart (JavaScript on: a fetcher, answered with data; off: a form post, answered with a redirect). */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const productId = String(form.get('productId') ?? '');
  const upc = String(form.get('upc') ?? '');
  // Issue 10: "Pick up at my store" posts the store: the line is picked up there, from its stock.
  const storeId = String(form.get('storeId') ?? '');
  const added = await storefront.addToCart.run({ productId, upc, qty: 1, ...(storeId ? { storeId } : {}) });
  if (added.isErr()) return withCookies(storefront, { ok: false as const, error: uiMessage(added.error) }, 400);
  const line = added.value.items.find((item) => item.upc === upc);
  if (!isEnhanced(form)) {
    const back = new URL(args.request.url);
    back.search = new URLSearchParams({ color: String(form.get('color') ?? ''), added: upc }).toString();
    return redirectWithCookies(storefront, `${back.pathname}${back.search}`);
  }
  return withCookies(storefront, { ok: true as const, added: line ? { name: line.name, size: line.size, upc } : null });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, inventory } = loaderData;
  const site = useSite();
  const siteData = useRouteLoaderData<typeof siteLoader>('site');
  const category = siteData?.catalog.categories.find((c) => c.id === product.categoryId);
  const [color, setColor] = useState(loaderData.color);
  const [size, setSize] = useState<string | null>(null);
  useEffect(() => setColor(loaderData.color), [loaderData.color]);

  const variant = size === null ? undefined : product.variants.find((v) => v.color === color && v.size === size);
  const image = product.images.find((i) => i.color === color) ?? product.images[0];
  const colorName = product.colors.find((c) => c.code === color)?.name ?? color;

  // storefront-experience §6: a guest on a presale product signs in to buy it (no add, no express wallets).
  const signInToBuy = mustSignInToBuy(product, useShopper().signedIn ? 'registered' : 'guest');

  const chooseColor = (code: string) => {
    setColor(code);
    const stillOrderable = sizeOptions(product, code).some((option) => option.size === size && option.orderable);
    if (!stillOrderable) setSize(null);
  };

  return (
    <>
      <Breadcrumbs trail={category ? [{ name: category.name, to: categoryPath(site.id, category.slug, category.id) }] : []} current={product.name} />
      <article className="product-detail" aria-labelledby="product-title">
        <div className="product-detail__image">
          {image && <img src={image.url} alt={image.alt} width={960} height={960} fetchPriority="high" />}
        </div>
        <div className="product-detail__info">
          <div>
            <p className="product-card__brand">{product.brand}</p>
            <h1 id="product-title">{product.name}</h1>
            <RatingSummaryLink summary={loaderData.reviews.page?.summary ?? null} />
            <Price currency={product.currency} className="product-detail__price" range={variant ? variantPriceRange(variant) : product.price} />
            <ProductCallouts callouts={loaderData.callouts} />
            <FavoriteButton productId={product.id} productName={product.name} className="product-detail__favorite" />
          </div>

          <ColourPicker colours={product.colors} selected={color} selectedName={colorName} onChoose={chooseColor} />

          <AddToCartForm product={product} inventory={inventory} color={color} colorName={colorName} size={size} onSize={setSize} added={loaderData.added} myStore={loaderData.myStore} pickupNeedsSize={loaderData.pickupNeedsSize} signInToBuy={signInToBuy} />
          {/* Issue 10 §3: the express wallets once a size is chosen (JavaScript only; core expressButtons decides). */}
          <ExpressButtons origin="product-page" product={variant ? { productId: product.id, upc: variant.upc } : null}
            variantCanBeAdded={!signInToBuy && variant !== undefined && sizeOptions(product, color).some((option) => option.size === size && option.orderable)} />
          {/* Issue 11: "Part of a set" and notify-me on the colour's sold-out sizes (app/merchandising). */}
          <ProductMerchandisingSlot product={product} color={color} data={loaderData.merchandising} />
          <p>{product.description}</p>
        </div>
      </article>
      <PageContent content={loaderData.content} placement="main" />
      <RecommendationRails rails={loaderData.recommendations} />
      <ReviewsSection product={product} data={loaderData.reviews} />
    </>
  );
}

/**
 * Size picker, stock line and Add to cart: one form that works without JavaScript; with it, a fetcher. A presale
 * product says so; a guest gets a Sign in to buy link (back to this page) instead of Add to cart and pickup.
 */
function AddToCartForm({ product, inventory, color, colorName, size, onSize, added, myStore, pickupNeedsSize, signInToBuy }: {
  product: ProductDetails;
  inventory: Inventory;
  color: string;
  colorName: string;
  size: string | null;
  onSize: (size: string) => void;
  added: { name: string; color: string; size: string } | null;
  myStore: string | null;
  pickupNeedsSize: boolean;
  signInToBuy: boolean;
}) {
  const site = useSite();
  const intl = useIntl();
  const location = useLocation();
  const fetcher = useFetcher<typeof action>();
  // After an add, focus goes to its result: the added-to-cart message, or the error.
  const { statusRef, errorRef } = useResultFocus(fetcher);
  const sizes = sizeOptions(product, color);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  const shownAdded = result?.ok && result.added ? { name: result.added.name, color: colorName, size: result.added.size } : result === undefined ? added : null;
  const variant = size === null ? undefined : product.variants.find((v) => v.color === color && v.size === size);

  return (
    <fetcher.Form method="post" className="add-to-cart" noValidate aria-describedby="add-to-cart-status">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="color" value={color} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="qty" value="1" />
      <EnhancedField />
      <fieldset className="picker" aria-describedby="size-help">
        <legend>
          <FormattedMessage id="product.size" />{size === null ? '' : ` ${size}`}
        </legend>
        <div className="picker__options">
          {sizes.map((option) => {
            const upc = product.variants.find((v) => v.color === color && v.size === option.size)?.upc ?? '';
            return (
              <label key={option.size} className="picker__option">
                <input
                  type="radio"
                  name="upc"
                  value={upc}
                  checked={option.size === size}
                  disabled={!option.orderable}
                  onChange={() => onSize(option.size)}
                  aria-label={option.orderable ? option.size : intl.formatMessage({ id: 'product.size.outOfStock' }, { size: option.size })}
                />
                <span>{option.size}</span>
              </label>
            );
          })}
        </div>
        <p id="size-help" className="field__hint">
          {sizes.some((option) => option.orderable) ? <FormattedMessage id="product.sizes.crossedOut" /> : <FormattedMessage id="product.sizes.noneInColour" />}
        </p>
      </fieldset>

      <p role="status" className="status-line">
        {variant === undefined ? (
          sizes.some((option) => option.orderable) ? <FormattedMessage id="product.stock.chooseSize" /> : <span className="stock stock--OUT_OF_STOCK"><FormattedMessage id="product.stock.outOfStock" /></span>
        ) : (
          <StockText inventory={inventory} variant={variant} />
        )}
      </p>

      {result && !result.ok && (
        <p ref={errorRef} tabIndex={-1} className="notice notice--error" role="alert">
          <FormattedMessage id={result.error.id} values={result.error.values} />
        </p>
      )}
      {product.presale && <p className="notice product-detail__presale"><FormattedMessage id="product.presale" /></p>}
      {signInToBuy ? (
        <Link className="button button--block" to={authPath.signIn(site, { redirectTo: `${location.pathname}${location.search}`, signInToBuy: true })}>
          <FormattedMessage id="product.signInToBuy" />
        </Link>
      ) : (
        <>
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? (
              <>
                <span className="spinner" aria-hidden="true" /> <FormattedMessage id="product.adding" />
              </>
            ) : (
              <FormattedMessage id="product.addToCart" />
            )}
          </button>
          <PickupInStore myStore={myStore} busy={busy} productId={product.id} upc={variant?.upc ?? null} needsSize={pickupNeedsSize} />
        </>
      )}
      <div id="add-to-cart-status" aria-live="polite">
        {shownAdded && (
          <p ref={statusRef} tabIndex={-1} className="notice notice--ok">
            <FormattedMessage id="product.added" values={shownAdded} /> <Link to={sitePath.cart(site)}><FormattedMessage id="product.viewCart" /></Link>
          </p>
        )}
      </div>
    </fetcher.Form>
  );
}

function StockText({ inventory, variant }: { inventory: Inventory; variant: ProductDetails['variants'][number] }) {
  const stock = variantStock(inventory, variant);
  return (
    <span className={`stock stock--${stock.status}`}>
      {stock.status === 'IN_STOCK' && <FormattedMessage id="product.stock.inStock" />}
      {stock.status === 'LOW_STOCK' && <FormattedMessage id="product.stock.lowStock" values={{ count: stock.quantity }} />}
      {stock.status === 'OUT_OF_STOCK' && <FormattedMessage id="product.stock.outOfStock" />}
    </span>
  );
}
