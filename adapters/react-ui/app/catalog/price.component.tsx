import { formatMoney } from '@switchback/core';
import type { Site } from '../site/site';

/** A price, or a price range; a marked-down price (§9: current below original) shows the original struck through. */
export function Price({ site, currency, low, high, lowOriginal, highOriginal, className }: {
  site: Site;
  currency: string;
  low: number;
  high: number;
  lowOriginal: number;
  highOriginal: number;
  className?: string;
}) {
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
