import type { Totals } from '@switchback/core';

/**
 * Whether the tax is already inside the prices (en-gb, fr-fr) rather than added on top (en-us): the total is then
 * items + shipping, and the tax line reads "Including tax" instead of adding up.
 */
export function taxIsIncluded(totals: Totals): boolean {
  return totals.tax > 0 && totals.total === totals.itemTotal + totals.shipping;
}

/** A colour code as a label, for lines that carry only the code: `slate-grey` → `Slate grey`. */
export function colourLabel(code: string): string {
  const words = code.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
