import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  canAddFromQuickShop, effectiveStock, formatMoney, isComingSoonBlocked, productPath, quickShopFooter, quickShopFooterState,
  quickShopProductFrom, selectedVariant, type Inventory, type ProductDetails, type QuickShopProduct, type QuickShopVariant,
} from '@switchback/core';
import type { UiText } from '../errors/ui-message';
import { authPath } from '../auth/auth-paths';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useHydrated } from '../platform/use-hydrated';
import { useShopper } from '../session/use-shopper';
import { sitePath, useSite } from '../site/use-site';
import { ColourPicker } from '../catalog/colour-picker.component';
import { Price, variantPriceRange } from '../catalog/price.component';
import { ExpressButtons } from '../wallet/express-buttons.part';
import type { QuickShopLine } from './quick-shop.server';
import { QuickShopFooterActions } from './quick-shop-footer.component';

/** The quick shop's features (§4): notify-me and the Coming Soon block are on in this storefront. */
export const QUICK_SHOP_FEATURES = { notifyMe: true, comingSoon: true } as const;

/** What the panel's add sends (the same fields the HTML form posts). */
export interface QuickShopSubmission {
  readonly productId: string;
  readonly upc: string;
  readonly intent: 'add' | 'replace';
  readonly itemId?: string;
}

/** A colour's sizes in the product's order, each with its variant (core's selection: colour and size chosen). */
const sizesOf = (product: ProductDetails, quickShop: QuickShopProduct, color: string): { size: string; variant: QuickShopVariant }[] =>
  product.sizes.flatMap((size) => {
    const variant = selectedVariant(quickShop, { color, size });
    return variant ? [{ size, variant }] : [];
  });

/** The colour shown first: the one asked for (`?color=`), the edited line's, else the first with something in stock. */
function firstColor(product: ProductDetails, quickShop: QuickShopProduct, line: QuickShopLine | null, asked: string | null | undefined): string {
  if (asked && product.colors.some((color) => color.code === asked)) return asked;
  if (line) return line.color;
  const inStock = product.colors.find((color) =>
    sizesOf(product, quickShop, color.code).some(({ variant }) => effectiveStock(quickShop, variant).state === 'InStock'));
  return (inStock ?? product.colors[0])?.code ?? '';
}

/**
 * The quick shop (storefront-experience §2, §4): name, price, colour swatches and size buttons (radio groups: arrow
 * keys move within a group), stock of the chosen variant, Coming Soon, and the footer button core's `quickShopFooter`
 * chooses. An HTML form posting to the quick-shop action; the panel passes `onSubmit` to add through core's
 * `AddFromQuickShop` instead (one retry). Colour without JavaScript: a GET form (`?color=`) re-renders the sizes.
 */
export function QuickShopForm({ data, titleId, addedUpc = null, postError = null, initialColor, onSubmit, busy = false, error = null, heading = true }: {
  data: { readonly product: ProductDetails; readonly inventory: Inventory; readonly line: QuickShopLine | null };
  titleId: string;
  addedUpc?: string | null;
  postError?: UiText | null;
  initialColor?: string | null;
  onSubmit?: (submission: QuickShopSubmission) => void;
  busy?: boolean;
  error?: UiText | null;
  /** The page shows the product name as its heading; the panel has it as its title. */
  heading?: boolean;
}) {
  const { product, inventory, line } = data;
  const site = useSite();
  const intl = useIntl();
  const shopper = useShopper();
  const location = useLocation();
  const quickShop = quickShopProductFrom(product, inventory);
  const [color, setColor] = useState(() => firstColor(product, quickShop, line, initialColor));
  const [size, setSize] = useState<string | null>(line && color === line.color ? line.size : null);
  const hydrated = useHydrated();

  const selection = { color, size: size ?? undefined };
  const context = { origin: line ? 'cart-item' as const : 'product' as const, loggedIn: shopper.signedIn, features: QUICK_SHOP_FEATURES };
  const state = quickShopFooterState(quickShop, selection, context);
  const footer = quickShopFooter(state);
  const variant = selectedVariant(quickShop, selection);
  const detailsVariant = variant ? product.variants.find((v) => v.upc === variant.upc) : undefined;
  const comingSoon = isComingSoonBlocked(quickShop, QUICK_SHOP_FEATURES.comingSoon);
  const colorName = product.colors.find((c) => c.code === color)?.name ?? color;
  const sizes = sizesOf(product, quickShop, color);
  const shownError = error ?? postError;
  const productUrl = productPath(site.id, product.slug, product.id);
  const added = addedUpc ? product.variants.find((v) => v.upc === addedUpc) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (onSubmit === undefined || variant === undefined) return;
    event.preventDefault();
    onSubmit({ productId: product.id, upc: variant.upc, intent: footer.button === 'UpdateInCart' ? 'replace' : 'add', ...(line ? { itemId: line.itemId } : {}) });
  };

  return (
    <div className="quick-shop">
      {heading && <h1 id={titleId}>{product.name}</h1>}
      <p className="product-card__brand">{product.brand}</p>
      {comingSoon && <p className="quick-shop__badge"><FormattedMessage id="quickShop.comingSoon" /></p>}
      <Price currency={product.currency} range={detailsVariant ? variantPriceRange(detailsVariant) : product.price} />

      <ColourPicker colours={product.colors} selected={color} selectedName={colorName}
        hidden={line && <input type="hidden" name="line" value={line.itemId} />}
        onChoose={(code) => { setColor(code); setSize((was) => (sizesOf(product, quickShop, code).some((o) => o.size === was) ? was : null)); }} />

      <form method="post" action={`/${site.id}/quick-shop/${product.id}`} className="add-to-cart" noValidate onSubmit={submit}>
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="intent" value={footer.button === 'UpdateInCart' ? 'replace' : 'add'} />
        <input type="hidden" name="qty" value="1" />
        {line && <input type="hidden" name="itemId" value={line.itemId} />}
        <EnhancedField />
        <fieldset className="picker">
          <legend><FormattedMessage id="product.size" />{size === null ? '' : ` ${size}`}</legend>
          <div className="picker__options">
            {sizes.map((option) => {
              const soldOut = effectiveStock(quickShop, option.variant).state === 'OutOfStock';
              return (
                <label key={option.size} className={soldOut ? 'picker__option picker__option--sold-out' : 'picker__option'}>
                  <input type="radio" name="upc" value={option.variant.upc} checked={option.size === size} onChange={() => setSize(option.size)}
                    aria-label={soldOut ? intl.formatMessage({ id: 'product.size.outOfStock' }, { size: option.size }) : option.size} />
                  <span>{option.size}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <p role="status" className="status-line">
          {variant === undefined ? <FormattedMessage id="product.stock.chooseSize" /> : <StockText quantity={effectiveStock(quickShop, variant).quantity} status={effectiveStock(quickShop, variant).stockStatus} />}
        </p>

        {shownError && (
          <p className="notice notice--error" role="alert"><FormattedMessage id={shownError.id} values={shownError.values} /></p>
        )}
        {added && (
          <p className="notice notice--ok" role="status">
            <FormattedMessage id="product.added" values={{ name: product.name, color: product.colors.find((c) => c.code === added.color)?.name ?? added.color, size: added.size }} />
            {' '}<Link to={sitePath.cart(site)}><FormattedMessage id="product.viewCart" /></Link>
          </p>
        )}

        <QuickShopFooterActions footer={footer} busy={busy} hydrated={hydrated} price={formatMoney(footer.button === 'AddToCart' ? footer.price : 0, product.currency, site.locale)}
          notifyMeHref={`${productUrl}?color=${encodeURIComponent(color)}#notify-me`}
          signInHref={authPath.signIn(site, { redirectTo: `${location.pathname}${location.search}`, signInToBuy: true })} />
      </form>
      {/* §4 express wallets: only as core's expressButtons rule says (never for an in-store employee). */}
      {onSubmit !== undefined && (
        <ExpressButtons origin="product-page" product={variant ? { productId: product.id, upc: variant.upc } : null} variantCanBeAdded={canAddFromQuickShop(state)} />
      )}
      <p><Link to={productUrl}><FormattedMessage id="quickShop.viewDetails" /></Link></p>
    </div>
  );
}

/** §4 stock of the chosen variant (core's effective stock: digital and always-available items count as 1). */
function StockText({ quantity, status }: { quantity: number; status: string }) {
  if (quantity <= 0) return <span className="stock stock--OUT_OF_STOCK"><FormattedMessage id="product.stock.outOfStock" /></span>;
  if (status === 'LOW_STOCK') return <span className="stock stock--LOW_STOCK"><FormattedMessage id="product.stock.lowStock" values={{ count: quantity }} /></span>;
  return <span className="stock stock--IN_STOCK"><FormattedMessage id="product.stock.inStock" /></span>;
}
