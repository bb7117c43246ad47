/*
 * The line maximum on its own (no imports), so the contract's schemas can use it without an import cycle.
 */

/** Most units of one variant a cart line may hold (besides the stock limit). */
export const MAX_QTY_PER_LINE = 10;
