import { Link, redirect, useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseProductSetRoute, productPath, productSetPath, upcSchema, type ProductDetails } from '@switchback/core';
import type { Route } from './+types/product-set.route';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { EnhancedField } from '../forms/enhanced-field.component';
import { BusyButton } from '../forms/busy-button.component';
import { Price } from '../catalog/price.component';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { Breadcrumbs } from '../site/breadcrumbs.component';
import { useResultFocus } from '../forms/use-result-focus';

/** `/{locale}/set/{slug}-{set id}`: a product set, each product with its sizes and its own Add to cart, and the set's total. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const route = parseProductSetRoute(args.params.slugId);
  if (route.isErr()) return notFound({ id: 'productSet.errors.notFound' });
  const result = await storefront.merchandising.productSet(route.value.productSetId);
  if (result.isErr()) return loaderFailure(uiMessage(result.error));
  const set = result.value;
  const url = new URL(args.request.url);
  if (set.slug !== route.value.slug) throw redirect(`${productSetPath(storefront.site.id, set.slug, set.id)}${url.search}`);
  const addedUpc = url.searchParams.get('added');
  const added = set.products.flatMap((p) => p.variants.map((v) => ({ product: p, variant: v }))).find(({ variant }) => variant.upc === addedUpc);
  return withCookies(storefront, {
    set,
    added: added ? { productId: added.product.id, name: added.product.name, size: added.variant.size } : null,
    meta: pageMeta(storefront.site, set.name, set.description),
  });
}

const SIZE_REQUIRED: UiMessage = { id: 'productSet.errors.size', placement: 'field', field: 'upc', notFound: false };

/** Add one product of the set in the chosen colour and size (JavaScript on: a fetcher; off: a redirect back, PRG). */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const productId = String(form.get('productId') ?? '');
  const upc = upcSchema.safeParse(String(form.get('upc') ?? ''));
  if (!upc.success) {
    return withCookies(storefront, { ok: false as const, productId, error: SIZE_REQUIRED }, 400);
  }
  const added = await storefront.addToCart.run({ productId, upc: upc.data, qty: 1 });
  if (added.isErr()) return withCookies(storefront, { ok: false as const, productId, error: uiMessage(added.error) }, 400);
  if (!isEnhanced(form)) {
    const back = new URL(args.request.url);
    back.search = new URLSearchParams({ added: upc.data }).toString();
    return redirectWithCookies(storefront, `${back.pathname}${back.search}#set-${productId}`);
  }
  const line = added.value.items.find((item) => item.upc === upc.data);
  return withCookies(storefront, { ok: true as const, productId, added: { name: line?.name ?? productId, size: line?.size ?? '' } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ProductSetPage({ loaderData }: Route.ComponentProps) {
  const { set, added } = loaderData;
  return (
    <>
      <Breadcrumbs current={set.name} />
      <article className="product-set" aria-labelledby="product-set-title">
        <h1 id="product-set-title">{set.name}</h1>
        <p>{set.description}</p>
        <div className="product-set__total">
          <h2><FormattedMessage id="productSet.total" values={{ count: set.products.length }} /></h2>
          <Price currency={set.currency}
            range={{ lowCurrent: set.totalPrice.current, highCurrent: set.totalPrice.current, lowOriginal: set.totalPrice.original, highOriginal: set.totalPrice.original }} />
        </div>
        <ol className="product-set__items">
          {set.products.map((product) => (
            <li key={product.id} id={`set-${product.id}`}>
              <SetItem product={product} added={added?.productId === product.id ? added : null} />
            </li>
          ))}
        </ol>
      </article>
    </>
  );
}

/** One product of the set: its picture, name (to its page), price, a colour-and-size choice and Add to cart. */
function SetItem({ product, added }: { product: ProductDetails; added: { name: string; size: string } | null }) {
  const site = useSite();
  const intl = useIntl();
  const fetcher = useFetcher<typeof action>({ key: `set-item-${product.id}` });
  const { statusRef, errorRef } = useResultFocus(fetcher);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  const image = product.images[0];
  const colorName = (code: string) => product.colors.find((c) => c.code === code)?.name ?? code;
  const shown = result?.ok ? result.added : result === undefined ? added : null;
  const selectId = `set-size-${product.id}`;
  const firstOrderable = product.variants.find((v) => v.orderable);
  return (
    <section className="product-set__item" aria-labelledby={`set-title-${product.id}`}>
      {image && <img src={image.url} alt={image.alt} width={240} height={240} loading="lazy" />}
      <div>
        <p className="product-card__brand">{product.brand}</p>
        <h3 id={`set-title-${product.id}`}><Link to={productPath(site.id, product.slug, product.id)}>{product.name}</Link></h3>
        <Price currency={product.currency} range={product.price} />
        <fetcher.Form method="post" className="add-to-cart" noValidate>
          <input type="hidden" name="productId" value={product.id} />
          <EnhancedField />
          <div className="field">
            <label htmlFor={selectId}><FormattedMessage id="productSet.variant" /></label>
            <select id={selectId} name="upc" defaultValue={firstOrderable?.upc ?? ''}
              aria-invalid={result && !result.ok ? true : undefined} aria-describedby={result && !result.ok ? `${selectId}-error` : undefined}>
              {product.variants.map((v) => (
                <option key={v.upc} value={v.upc} disabled={!v.orderable}>
                  {intl.formatMessage({ id: v.orderable ? 'productSet.variant.option' : 'productSet.variant.soldOut' }, { color: colorName(v.color), size: v.size })}
                </option>
              ))}
            </select>
          </div>
          {result && !result.ok && (
            <p ref={errorRef} id={`${selectId}-error`} tabIndex={-1} className="field__error" role="alert">
              <FormattedMessage id={result.error.id} values={result.error.values} />
            </p>
          )}
          {firstOrderable ? (
            <BusyButton busy={busy} label={intl.formatMessage({ id: 'productSet.add.label' }, { name: product.name })}>
              {busy ? <FormattedMessage id="product.adding" /> : <FormattedMessage id="product.addToCart" />}
            </BusyButton>
          ) : (
            <p className="stock stock--OUT_OF_STOCK"><FormattedMessage id="product.stock.outOfStock" /></p>
          )}
          <div aria-live="polite">
            {shown && (
              <p ref={statusRef} tabIndex={-1} className="notice notice--ok">
                <FormattedMessage id="productSet.added" values={{ name: shown.name, size: shown.size }} />{' '}
                <Link to={sitePath.cart(site)}><FormattedMessage id="product.viewCart" /></Link>
              </p>
            )}
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
