import { storeIdSchema } from '@switchback/core';

/**
 * The shopper's store id (the `sb_store` cookie the store finder sets with "Set as my store"), read only: the cart
 * offers pickup and ship-to-store there (favStoreId). The store finder's `readMyStore` (app/stores/) is the owner of
 * this cookie; this reader only parses its value. A missing or malformed cookie is no store.
 */
export function myStoreIdOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== 'sb_store') continue;
    let raw = decodeURIComponent(rest.join('='));
    // React Router's createCookie stores a base64 JSON string.
    try {
      raw = JSON.parse(decodeURIComponent(escape(atob(raw)))) as string;
    } catch {
      // a plain value
    }
    const parsed = storeIdSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  return null;
}
