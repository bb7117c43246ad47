/** Blocks whose content is an items list (recommendations, upsells, promo messages). */
export const ITEM_LIST_BLOCK_TYPES: readonly string[] = ['recommendation', 'upsell', 'promo-message'];

export interface ContentBlockLike {
  readonly type: string;
  readonly items?: readonly unknown[];
}

/**
 * §4 "A block hides if it has no content, or if a recommendation, upsell or promo-message block has an empty items
 * list."
 */
export function blockHasContent(block: ContentBlockLike | null | undefined): boolean {
  if (block === null || block === undefined) return false;
  if (ITEM_LIST_BLOCK_TYPES.includes(block.type)) return (block.items?.length ?? 0) > 0;
  return true;
}

/** The blocks to render: empty ones dropped. An empty result means the wrapper hides. */
export const visibleBlocks = <B extends ContentBlockLike>(blocks: readonly (B | null | undefined)[] | undefined): B[] =>
  (blocks ?? []).filter((block): block is B => blockHasContent(block));
