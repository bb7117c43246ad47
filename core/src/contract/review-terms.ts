/**
 * The review sorts, without zod: the contract's schema and core's review rules (which the product page's bundle loads)
 * share them, and the browser loads no zod (like search-terms.ts).
 */
/** Newest first, highest rating first, lowest rating first, most helpful first (ties: newest first). */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
