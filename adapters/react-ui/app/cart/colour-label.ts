/** A colour code as a label, for lines that carry only the code: `slate-grey` → `Slate grey`. */
export function colourLabel(code: string): string {
  const words = code.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
