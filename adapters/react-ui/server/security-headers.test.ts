import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { allowPreviewFraming, RECAPTCHA_SOURCES, securityHeaders } from './security-headers';

/** The Content-Security-Policy the plain-HTTP middleware sets. */
function csp(options?: { recaptcha?: boolean }): string {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)), removeHeader: () => {} } as unknown as ServerResponse;
  securityHeaders(() => 'n0nce', options).plain({ headers: {} } as IncomingMessage, res, () => {});
  return headers.get('content-security-policy') ?? '';
}

describe('the CSP and reCAPTCHA (issue 7 bot defence)', () => {
  it('allows Google reCAPTCHA nowhere without a site key', () => {
    const policy = csp();
    expect(policy).toContain("script-src 'self' 'nonce-n0nce'");
    for (const source of RECAPTCHA_SOURCES) expect(policy).not.toContain(source);
    expect(policy).not.toContain('frame-src');
  });

  it('with a site key allows its script (besides the nonce), frames and calls', () => {
    const policy = csp({ recaptcha: true });
    expect(policy).toContain(`script-src 'self' 'nonce-n0nce' ${RECAPTCHA_SOURCES.join(' ')}`);
    expect(policy).toContain(`frame-src 'self' ${RECAPTCHA_SOURCES.join(' ')}`);
    expect(policy).toContain(`connect-src 'self' ${RECAPTCHA_SOURCES.join(' ')}`);
  });
});

describe('issue 12 content preview: a page with preview=true may be framed by this origin only', () => {
  const framing = (url: string) => {
    const headers = new Map<string, string>();
    const res = {
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)), removeHeader: () => {},
      getHeader: (name: string) => headers.get(name.toLowerCase()),
    } as unknown as ServerResponse;
    const req = { headers: {}, url } as IncomingMessage;
    securityHeaders(() => 'n0nce').plain(req, res, () => {});
    allowPreviewFraming(req, res);
    return { csp: headers.get('content-security-policy') ?? '', xfo: headers.get('x-frame-options') };
  };

  it("preview=true: frame-ancestors 'self' and SAMEORIGIN; any other page: 'none' and DENY", () => {
    expect(framing('/en-us?preview=true&previewDateTime=2027-01-15T12%3A00%3A00Z')).toMatchObject({ xfo: 'SAMEORIGIN' });
    expect(framing('/en-us?preview=true').csp).toContain("frame-ancestors 'self'");
    for (const url of ['/en-us', '/en-us?preview=false', '/en-us?notpreview=true', '/en-us/preview']) {
      expect(framing(url)).toMatchObject({ xfo: 'DENY' });
      expect(framing(url).csp).toContain("frame-ancestors 'none'");
    }
  });
});
