/*
 * Kept apart from common.contract.ts (zod) so that code the browser runs can use the rule without loading zod.
 */

/**
 * Characters no free-text field accepts: NUL and the other C0 control characters (and DEL), which no name or
 * address contains and PostgreSQL cannot store (NUL), and lone UTF-16 surrogates, which are not text at all.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_TEXT = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` is well-formed, printable text (see FORBIDDEN_TEXT). */
export const isCleanText = (value: string): boolean => !FORBIDDEN_TEXT.test(value);
