/** §8 code families: the letters an error code starts with. */
export const ERROR_CODE_FAMILIES = {
  AUT: 'authentication',
  PRC: 'pricing',
  ORD: 'order',
  BSK: 'basket',
  INV: 'inventory',
  GFC: 'gift card',
  GFS: 'gift card',
  GFO: 'gift card',
  PYT: 'payment',
  PAY: 'payment',
  BIL: 'billing',
  TAX: 'tax',
  PRM: 'promotion',
  SHP: 'shipping',
  CHK: 'checkout',
  GWP: 'gift-with-purchase',
  REW: 'rewards',
  PRO: 'profile',
  CCA: 'customer',
  CCN: 'customer',
  OHS: 'order history',
  API: 'API',
  STR: 'store',
  RTN: 'returns',
  ATTR: 'attribute',
  REV: 'reviews',
  GEN: 'general',
} as const;
export type ErrorCodeFamily = (typeof ERROR_CODE_FAMILIES)[keyof typeof ERROR_CODE_FAMILIES];

/** §8 examples: code → meaning. */
export const ERROR_CODE_EXAMPLES = {
  AUT401: 'invalid credentials',
  AUT423: 'user locked',
  AUT402: 'password reset link expired',
  AUT403: 'captcha failed',
  AUT439: 'login in use',
  AUT442: 'phone number in use',
  INV700: 'item out of stock',
  ORD430: 'item no longer available',
  GFC812: 'gift card expired',
  PRM155: 'promo expired',
  PRM150: 'already redeemed',
  PRM416: 'already applied',
  REV410: 'review too long',
  FE872: 'password too short',
  FE340: "passwords don't match",
  PYT300: 'card already exists',
  PAY401: "can't ship there",
  SHP500: 'PO box unavailable',
  TAX310: 'tax updated',
  PAY400: 'buy-now-pay-later authorize failure',
} as const;

/** §8: the family of a code (letters then digits, `GEN500` → general), or null for a code of no listed family. */
export function errorCodeFamily(code: string): ErrorCodeFamily | null {
  const match = /^([A-Z]+)\d+$/.exec(code);
  if (match === null) return null;
  const prefix = match[1]!;
  return Object.prototype.hasOwnProperty.call(ERROR_CODE_FAMILIES, prefix) ? ERROR_CODE_FAMILIES[prefix as keyof typeof ERROR_CODE_FAMILIES] : null;
}
