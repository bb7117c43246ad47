import { FormattedMessage } from 'react-intl';
import { formatMoney, type ProductCard, type Variant } from '@switchback/core';
import { useSite } from '../site/use-site';

/** A product's price range as the contract carries it (product cards and product details alike). */
export type PriceRange = ProductCard['price'];

/** A single variant's price as a range of one. */
export const variantPriceRange = ({ price }: Variant): PriceRange =>
  ({ lowCurrent: price.current, highCurrent: price.current, lowOriginal: price.original, highOriginal: price.original });

/** A price, or a price range; a marked-down price (§9: current below original) shows the original struck through. */
export function Price({ currency, range, className }: { currency: string; range: PriceRange; className?: string }) {
  const site = useSite();
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
            <span className="visually-hidden"><FormattedMessage id="price.sale" /> </span>
            {current}
          </span>
          <s className="price__was">
            <span className="visually-hidden"><FormattedMessage id="price.was" /> </span>
            {original}
          </s>
        </>
      ) : (
        <span>{current}</span>
      )}
    </p>
  );
}
