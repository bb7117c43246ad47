import { HEADER, SANDBOX_CARDS, SANDBOX_THREE_DS_CARDS } from '@switchback/core';

const REDACTED = '<redacted>';

/** A set-cookie header with its value (the signed guest token) and any date redacted; the attributes stay. */
export function redactSetCookie(header: string): string {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const name = pair.split('=')[0] ?? '';
  const kept = attributes.map((attribute) => (/^expires=/i.test(attribute) ? `${attribute.split('=')[0]}=${REDACTED}` : attribute));
  return [`${name}=${REDACTED}`, ...kept].join('; ');
}

/** Card numbers are never written to a recording: the sandbox card's first four and last four digits stand for it. */
export const maskCardNumber = (number: string): string => `${number.slice(0, 4)}…${number.slice(-4)}`;

/** The sandbox test card a masked number stands for. */
export function sandboxCardFor(masked: string): string | undefined {
  return [...Object.values(SANDBOX_CARDS), ...Object.values(SANDBOX_THREE_DS_CARDS)].find((card) => maskCardNumber(card) === masked);
}

/** Response headers worth keeping in a recording: content-type, cache-control, and set-cookie redacted. */
export function recordedResponseHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['content-type', 'cache-control'] as const) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) kept['set-cookie'] = cookies.map(redactSetCookie).join(', ');
  return kept;
}

/** Request headers a call's meaning depends on: which site and locale, the body's type, the idempotency key. */
const MEANINGFUL_REQUEST_HEADERS = [HEADER.siteId, HEADER.locale, 'content-type', HEADER.idempotencyKey] as const;

/** A cookie request header with every value redacted: the recording shows which cookies were sent, never what they hold. */
export const redactCookie = (header: string): string =>
  header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=${REDACTED}`)
    .join('; ');

/** The request headers kept in a recording (see MEANINGFUL_REQUEST_HEADERS), and the cookie names sent. */
export function recordedRequestHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of MEANINGFUL_REQUEST_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  const cookie = headers.get('cookie');
  if (cookie !== null) kept.cookie = redactCookie(cookie);
  return kept;
}
