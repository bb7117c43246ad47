import { createHash } from 'node:crypto';
import { deviceFingerprintSchema } from '@switchback/core';
import type { Storefront } from '../composition-root.server';

/** The storefront's first-party device id cookie (issue 10 §3): one random id per browser, a year long. */
export const DEVICE_COOKIE = 'sb_device';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const cookieValue = (request: Request, name: string): string | undefined =>
  request.headers.get('cookie')?.split(';').map((part) => part.trim().split('=')).find(([key]) => key === name)?.[1];

/**
 * The device fingerprint sent before placing, made on the server (works with JavaScript off): the first-party device
 * id (set now when the browser has none) with the request's user agent and languages, hashed: nothing readable leaves.
 */
export function deviceFingerprintOf(storefront: Storefront, request: Request): string {
  let id = cookieValue(request, DEVICE_COOKIE);
  if (id === undefined || !/^[A-Za-z0-9-]{16,64}$/.test(id)) {
    id = storefront.random.uuid();
    storefront.session.keepCookie(DEVICE_COOKIE, id, YEAR_SECONDS);
  }
  // Sandbox test devices (README "Sandbox payments"): a device id `sandbox-…` is sent as it is, so the fraud rule's
  // deny list (default `sandbox-fraud-denied`) can name a browser in tests.
  if (id.startsWith('sandbox-')) return id;
  const traits = [id, request.headers.get('user-agent') ?? '', request.headers.get('accept-language') ?? ''].join('|');
  return `sfp1-${createHash('sha256').update(traits).digest('base64url').slice(0, 43)}`;
}

/** Sends it for the cart (POST /cart/v1/deviceFingerPrint). A failure does not stop placing: the fraud rule then has none to judge. */
export async function sendDeviceFingerprint(storefront: Storefront, request: Request, basketId: string): Promise<void> {
  const fingerprint = deviceFingerprintSchema.safeParse(deviceFingerprintOf(storefront, request));
  if (!fingerprint.success) return;
  await storefront.payments.deviceFingerPrint({ basketId, fingerprint: fingerprint.data });
}
