import { err, ok, type Result } from 'neverthrow';
import type { ProductDetails, StockStatus, Variant } from '../contract';

export type ResolveVariantError =
  | { readonly type: 'ColorNotFound'; readonly productId: string; readonly color: string }
  | { readonly type: 'SizeNotFound'; readonly productId: string; readonly size: string }
  | { readonly type: 'VariantNotFound'; readonly productId: string; readonly color: string; readonly size: string }
  | { readonly type: 'VariantOutOfStock'; readonly productId: string; readonly upc: string };

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A colour given by its code (as variants carry it) or by its display name, as the product's colour code. */
function colorCode(product: ProductDetails, color: string): string | undefined {
  const byCode = product.colors.find((c) => same(c.code, color));
  if (byCode) return byCode.code;
  const byName = product.colors.find((c) => same(c.name, color));
  if (byName) return byName.code;
  return product.variants.find((v) => same(v.color, color))?.color;
}

/**
 * The orderable variant of a product for a colour (code or name, case-insensitive) and a size.
 * An existing variant that cannot be ordered is `VariantOutOfStock`; a missing one names what is missing.
 */
export function resolveVariant(product: ProductDetails, color: string, size: string): Result<Variant, ResolveVariantError> {
  const code = colorCode(product, color);
  if (code === undefined) return err({ type: 'ColorNotFound', productId: product.id, color });
  const sizeKnown = product.sizes.some((s) => same(s, size)) || product.variants.some((v) => same(v.size, size));
  if (!sizeKnown) return err({ type: 'SizeNotFound', productId: product.id, size });
  const variant = product.variants.find((v) => same(v.color, code) && same(v.size, size));
  if (variant === undefined) return err({ type: 'VariantNotFound', productId: product.id, color, size });
  if (!variant.orderable) return err({ type: 'VariantOutOfStock', productId: product.id, upc: variant.upc });
  return ok(variant);
}

export interface SizeOption {
  readonly size: string;
  /** The variant of this size in the chosen colour, if one exists. */
  readonly upc: string | null;
  readonly orderable: boolean;
}

/** The size picker for a colour: every size of the product, in the product's order, with whether it can be ordered. */
export function sizeOptions(product: ProductDetails, color: string): readonly SizeOption[] {
  const code = colorCode(product, color);
  return product.sizes.map((size) => {
    const variant = code === undefined ? undefined : product.variants.find((v) => same(v.color, code) && same(v.size, size));
    return { size, upc: variant?.upc ?? null, orderable: variant?.orderable ?? false };
  });
}

export const STOCK_LABELS: Readonly<Record<StockStatus, string>> = {
  IN_STOCK: 'IN STOCK',
  LOW_STOCK: 'LOW STOCK',
  OUT_OF_STOCK: 'OUT OF STOCK',
};

/** §9: the low-stock label reads exactly LOW STOCK. */
export const stockLabel = (status: StockStatus): string => STOCK_LABELS[status];
