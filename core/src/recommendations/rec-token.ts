import { err, ok, type Result } from 'neverthrow';
import { PRODUCT_ID_PATTERN, type RecommendationType } from '../contract';

/**
 * storefront-experience §3 Recommendation recToken: opaque to the client, it says which rail recommended a product,
 * for which product (or the cart), and at which place, so an impression or a click can be credited to it.
 * Shape: `{rail code}.{anchor}.{product id}.{position}` (a cart rail's anchor is `CART`).
 */
export interface RecTokenParts {
  readonly type: RecommendationType;
  /** The product the rail was asked about; absent for a cart's rail. */
  readonly anchorId?: string | undefined;
  readonly productId: string;
  /** 1-based place in the rail. */
  readonly position: number;
}

const CODE: Readonly<Record<RecommendationType, string>> = { 'often-bought-together': 'obt', similar: 'sim', cart: 'crt' };
const TYPE_OF: Readonly<Record<string, RecommendationType>> = { obt: 'often-bought-together', sim: 'similar', crt: 'cart' };
const CART_ANCHOR = 'CART';
const ID = PRODUCT_ID_PATTERN.source.replace(/^\^|\$$/g, '');
const TOKEN = new RegExp(`^(obt|sim|crt)\\.(${ID}|${CART_ANCHOR})\\.(${ID})\\.([1-9]\\d{0,3})$`);

export const recToken = (parts: RecTokenParts): string =>
  `${CODE[parts.type]}.${parts.anchorId ?? CART_ANCHOR}.${parts.productId}.${parts.position}`;

export type RecTokenError = { readonly type: 'MalformedRecToken' };

/** Reads a recToken back (a token this code did not make is malformed). */
export function parseRecToken(token: string): Result<RecTokenParts, RecTokenError> {
  const match = TOKEN.exec(token);
  if (!match) return err({ type: 'MalformedRecToken' });
  const [, code, anchor, productId, position] = match as unknown as [string, string, string, string, string];
  const type = TYPE_OF[code]!;
  if ((type === 'cart') !== (anchor === CART_ANCHOR)) return err({ type: 'MalformedRecToken' });
  return ok({ type, ...(anchor === CART_ANCHOR ? {} : { anchorId: anchor }), productId, position: Number(position) });
}
