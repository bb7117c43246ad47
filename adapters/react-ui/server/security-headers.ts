import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import helmet from 'helmet';

/**
 * Powerful browser features the storefront never uses are switched off for us and for anything we embed; payment
 * stays available to our own origin (the Payment Request API, should checkout ever use it), and so does geolocation
 * (issue 10: the store finder's "Use my location", asked only when the shopper presses it).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ');

/** A fresh Content-Security-Policy nonce: 128 random bits, base64 (what the CSP grammar accepts). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Whether the shopper reached us over HTTPS: the socket is TLS, or — only when we sit behind a proxy we trust
 * (`TRUST_PROXY`) — the proxy says so in `X-Forwarded-Proto` (its first value: the hop nearest the shopper).
 * An untrusted client sending `X-Forwarded-Proto: https` changes nothing.
 */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * The shopper's address as this server sees it: the connection's peer, or — only behind a proxy we trust
 * (`TRUST_PROXY`, as for X-Forwarded-Proto above) — the first X-Forwarded-For hop when it is an IP address.
 */
export function shopperAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first !== undefined && isIP(first) !== 0) return first;
  }
  return req.socket.remoteAddress;
}

/** Where Google reCAPTCHA v3 loads its script, frames and calls from (allowed only when a site key is configured). */
export const RECAPTCHA_SOURCES: readonly string[] = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The storefront's security headers, one helmet per transport (HSTS and upgrade-insecure-requests only make sense
 * over HTTPS). The script nonce is read per response from `nonceOf`.
 *
 * style-src-attr 'unsafe-inline': React renders dynamic `style` attributes (the colour swatches); an attribute cannot
 * run script, and every URL a style could load is still bound by img-src/font-src 'self'. Stylesheets come from our
 * own origin; a <style> element only with this response's nonce (so critical CSS may be inlined, nothing injected).
 */
export function securityHeaders(
  nonceOf: (res: ServerResponse) => string,
  options: { readonly recaptcha?: boolean } = {},
): { readonly plain: Middleware; readonly secure: Middleware } {
  // Issue 7 bot defence: with a real reCAPTCHA site key, the widget's script (nonce'd, and what it loads), frames and calls.
  const recaptcha = options.recaptcha === true ? RECAPTCHA_SOURCES : [];
  const responseNonce = (_req: IncomingMessage, res: ServerResponse): string => `'nonce-${nonceOf(res)}'`;
  const make = (secure: boolean): Middleware =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", responseNonce, ...recaptcha],
          styleSrc: ["'self'", responseNonce],
          styleSrcElem: ["'self'", responseNonce],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...recaptcha],
          ...(recaptcha.length > 0 ? { frameSrc: ["'self'", ...recaptcha] } : {}),
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  return { plain: make(false), secure: make(true) };
}

/**
 * Issue 12 content preview: the preview tool (`/{locale}/preview`) frames a page with `preview=true`. Such a page
 * (only) may be framed by this origin: frame-ancestors 'self' and X-Frame-Options SAMEORIGIN instead of 'none'/DENY.
 */
export function allowPreviewFraming(req: IncomingMessage, res: ServerResponse): void {
  const query = (req.url ?? '').split('?')[1] ?? '';
  if (!query.split('&').includes('preview=true')) return;
  const csp = res.getHeader('content-security-policy');
  if (typeof csp === 'string') res.setHeader('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.setHeader('x-frame-options', 'SAMEORIGIN');
}
