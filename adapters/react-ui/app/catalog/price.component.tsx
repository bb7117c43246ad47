import { formatMoney, type ProductCard, type Variant } from '@switchback/core';
import type { Site } from '../site/site';

/** A product's price range as the contract carries it (product cards and product details alike). */
export type PriceRange = ProductCard['price'];

/** A single variant's price as a range of one. */
export const variantPriceRange = ({ price }: Variant): PriceRange =>
  ({ lowCurrent: price.current, highCurrent: price.current, lowOriginal: price.original, highOriginal: price.original });

/** A price, or a price range; a marked-down price (§9: current below original) shows the original struck through. */
export function Price({ site, currency, range, className }: { site: Site; currency: string; range: PriceRange; className?: string }) {
  const { lowCurrent: low, highCurrent: high, lowOriginal, highOriginal } = range;
  const format = (minor: number) => formatMoney(minor, currency, site.locale);
  const current = low === high ? format(low) : `${format(low)} – ${format(high)}`;
  const original = lowOriginal === highOriginal ? format(lowOriginal) : `${format(lowOriginal)} – ${format(highOriginal)}`;
  const markedDown = high < highOriginal || low < lowOriginal;
  return (
    <p className={['price', className].filter(Boolean).join(' ')}>
      {markedDown ? (
        <>
          <span className="price__sale">
            <span className="visually-hidden">Sale price </span>
            {current}
          </span>
          <s className="price__was">
            <span className="visually-hidden">Was </span>
            {original}
          </s>
        </>
      ) : (
        <span>{current}</span>
      )}
    </p>
  );
}
