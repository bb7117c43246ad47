import type { Inventory, ProductDetails } from '../contract';

/** §3 storefront Product as the quick-shop panel reads it (attributes, variants, flags). Money in minor units. */
export interface QuickShopOption {
  readonly value: string;
  readonly label: string;
  readonly available: boolean;
}

export interface QuickShopAttribute {
  /** e.g. 'color', 'size', 'width', 'length'. */
  readonly type: string;
  readonly label: string;
  readonly options: readonly QuickShopOption[];
}

export interface QuickShopVariant {
  readonly id: string;
  readonly upc: string;
  /** attribute type → option value. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly price: { readonly current: number; readonly original: number };
  readonly stockStatus: string;
  readonly quantity: number;
}

export interface QuickShopProduct {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  readonly badge?: string;
  readonly eyebrow?: string;
  readonly productType?: string;
  readonly presale: boolean;
  /** Reservation only (reserve online, buy in store). */
  readonly isRobisOnly: boolean;
  /** Always available (e.g. made to order): never runs out. */
  readonly alwaysAvailable: boolean;
  /** The product can be notified when back in stock. */
  readonly notifyMe: boolean;
  readonly attributes: readonly QuickShopAttribute[];
  readonly variants: readonly QuickShopVariant[];
  readonly price: { readonly lowCurrent: number; readonly highCurrent: number };
}

/** attribute type → chosen value; an unchosen attribute is absent or undefined. */
export type AttributeSelection = Readonly<Record<string, string | undefined>>;

export const COLOR_ATTRIBUTE_TYPES: readonly string[] = ['color', 'colour'];
const isColorAttribute = (type: string): boolean => COLOR_ATTRIBUTE_TYPES.includes(type.toLowerCase());

/** §4 "Adding is possible only when a variant is fully selected: every attribute except colour must be chosen." */
export function isVariantFullySelected(product: Pick<QuickShopProduct, 'attributes'>, selection: AttributeSelection): boolean {
  return product.attributes
    .filter((attribute) => !isColorAttribute(attribute.type))
    .every((attribute) => {
      const chosen = selection[attribute.type];
      return chosen !== undefined && chosen !== '';
    });
}

/** The variant matching every chosen attribute (colour included when chosen), once the variant is fully selected. */
export function selectedVariant(product: QuickShopProduct, selection: AttributeSelection): QuickShopVariant | undefined {
  if (!isVariantFullySelected(product, selection)) return undefined;
  return product.variants.find((variant) =>
    product.attributes.every((attribute) => {
      const chosen = selection[attribute.type];
      return chosen === undefined || chosen === '' || variant.attributes[attribute.type] === chosen;
    }),
  );
}

export type StockState = 'InStock' | 'OutOfStock';
export interface EffectiveStock {
  readonly quantity: number;
  readonly stockStatus: string;
  readonly state: StockState;
}

/** The status every digital, reservation-only or always-available item reports. */
export const ALWAYS_AVAILABLE_STATUS = 'AVAILABLE';

/**
 * §4 "Stock is InStock when quantity is above 0. Digital, reservation-only or always-available items count as
 * quantity 1 and AVAILABLE."
 */
export function effectiveStock(
  product: Pick<QuickShopProduct, 'productType' | 'isRobisOnly' | 'alwaysAvailable'>,
  variant: Pick<QuickShopVariant, 'quantity' | 'stockStatus'>,
): EffectiveStock {
  const countsAsOne = product.productType === 'digital' || product.isRobisOnly || product.alwaysAvailable;
  const quantity = countsAsOne ? 1 : variant.quantity;
  const stockStatus = countsAsOne ? ALWAYS_AVAILABLE_STATUS : variant.stockStatus;
  return { quantity, stockStatus, state: quantity > 0 ? 'InStock' : 'OutOfStock' };
}

const COMING_SOON = 'coming soon';

/** §4 "A Coming Soon badge or eyebrow blocks adding (behind a feature flag)." */
export function isComingSoonBlocked(product: Pick<QuickShopProduct, 'badge' | 'eyebrow'>, comingSoonFlag: boolean): boolean {
  if (!comingSoonFlag) return false;
  return [product.badge, product.eyebrow].some((text) => text?.trim().toLowerCase() === COMING_SOON);
}

/** The contract's product details (and lazily loaded inventory) as the quick-shop product. */
export function quickShopProductFrom(details: ProductDetails, inventory?: Inventory): QuickShopProduct {
  const stock = new Map(inventory?.variants.map((entry) => [entry.upc, entry]) ?? []);
  const colorNames = new Map(details.colors.map((color) => [color.code, color.name]));
  return {
    id: details.id,
    name: details.name,
    currency: details.currency,
    presale: details.presale,
    isRobisOnly: false,
    alwaysAvailable: false,
    // Issue 11: every product's sold-out size takes back-in-stock requests (notify-me), so its variants are notifiable.
    notifyMe: true,
    attributes: [
      {
        type: 'color',
        label: 'Colour',
        options: details.colors.map((color) => ({
          value: color.code,
          label: colorNames.get(color.code) ?? color.code,
          available: details.variants.some((v) => v.color === color.code && v.orderable),
        })),
      },
      {
        type: 'size',
        label: 'Size',
        options: details.sizes.map((size) => ({
          value: size,
          label: size,
          available: details.variants.some((v) => v.size === size && v.orderable),
        })),
      },
    ],
    variants: details.variants.map((variant) => {
      const entry = stock.get(variant.upc);
      return {
        id: variant.upc,
        upc: variant.upc,
        attributes: { color: variant.color, size: variant.size },
        price: variant.price,
        stockStatus: entry?.status ?? (variant.orderable ? 'IN_STOCK' : 'OUT_OF_STOCK'),
        quantity: entry?.quantity ?? (variant.orderable ? 1 : 0),
      };
    }),
    price: { lowCurrent: details.price.lowCurrent, highCurrent: details.price.highCurrent },
  };
}
