import { HEADER, SANDBOX_CARDS } from '@switchback/core';

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
  return Object.values(SANDBOX_CARDS).find((card) => maskCardNumber(card) === masked);
}

/** Response headers worth keeping in a recording. */
export function recordedResponseHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  const contentType = headers.get('content-type');
  if (contentType !== null) kept['content-type'] = contentType;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) kept['set-cookie'] = cookies.map(redactSetCookie).join(', ');
  return kept;
}

/** Request headers a call's meaning depends on. */
export function recordedRequestHeaders(headers: Headers): Record<string, string> {
  const idempotencyKey = headers.get(HEADER.idempotencyKey);
  return idempotencyKey === null ? {} : { [HEADER.idempotencyKey]: idempotencyKey };
}
