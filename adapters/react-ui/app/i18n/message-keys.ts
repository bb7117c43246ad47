/**
 * Message ids built at run time (`${family}.${variant}`), which a search for string literals cannot find: each
 * family is listed here in full, so the catalogue test counts them as used. None today: every use site names its
 * message id as a literal.
 */
export const DYNAMIC_MESSAGE_KEYS: readonly string[] = [];
