import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { CONSENT_COOKIE, siteById, type Site } from '@switchback/core';
import { action } from './consent.route';
import { acceptedBy, consentOf, consentViewOf } from './consent.server';

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const fr = siteById('fr-fr') as Site;
const us = siteById('en-us') as Site;
const withCookie = (cookie?: string, url = 'http://shop.test/fr-fr') => new Request(url, cookie === undefined ? {} : { headers: { cookie } });
const post = (form: Record<string, string | string[]>, locale = 'fr-fr') => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
  return { params: { locale }, request: new Request(`http://shop.test/${locale}/consent`, { method: 'POST', body }), context } as never;
};
const cookieValue = (response: Response) => {
  const header = response.headers.get('set-cookie') ?? '';
  return decodeURIComponent(header.split(';')[0]!.split('=').slice(1).join('='));
};

describe('issue 12 consent', () => {
  it('EMEA without a choice: asked, nothing granted; NA: not asked, everything assumed; preview: assumed', () => {
    expect(consentViewOf(withCookie(), fr).ask).toBe(true);
    expect(consentOf(withCookie(), fr)).toEqual({ targeting: false, performance: false, functional: false, preview: false });
    expect(consentViewOf(withCookie(undefined, 'http://shop.test/en-us'), us).ask).toBe(false);
    expect(consentOf(withCookie(undefined, 'http://shop.test/en-us'), us)).toMatchObject({ targeting: true, performance: true, functional: true });
    expect(consentOf(withCookie(undefined, 'http://shop.test/fr-fr?preview=true'), fr)).toMatchObject({ targeting: true, preview: true });
  });

  it('reads the cookie the choices write: each category as chosen, required always on', () => {
    const cookie = `${CONSENT_COOKIE}=${encodeURIComponent('groups=C0001:1,C0002:1,C0003:0,C0004:0')}`;
    expect(consentOf(withCookie(cookie), fr)).toEqual({ targeting: false, performance: true, functional: false, preview: false });
    expect(consentViewOf(withCookie(cookie), fr)).toEqual({ ask: false, accepted: { C0001: true, C0002: true, C0003: false, C0004: false } });
    const form = new FormData();
    form.append('category', 'C0004');
    form.append('category', 'C9999');
    expect([...acceptedBy('save', form)].sort()).toEqual(['C0001', 'C0004']);
    expect([...acceptedBy('reject-all', form)]).toEqual(['C0001']);
    expect(acceptedBy('accept-all', form).size).toBe(4);
  });

  it('accept all / reject all / save: a year-long, Lax, httpOnly cookie, then back to the page', async () => {
    const accepted = await action(post({ intent: 'accept-all', returnTo: '/fr-fr/c/trail-running-1001' })) as Response;
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe('/fr-fr/c/trail-running-1001');
    expect(cookieValue(accepted)).toBe('groups=C0001:1,C0002:1,C0003:1,C0004:1');
    expect(accepted.headers.get('set-cookie')).toMatch(/Max-Age=31536000; SameSite=Lax; HttpOnly/);
    const rejected = await action(post({ intent: 'reject-all', returnTo: '/fr-fr' })) as Response;
    expect(cookieValue(rejected)).toBe('groups=C0001:1,C0002:0,C0003:0,C0004:0');
    const saved = await action(post({ intent: 'save', category: ['C0002', 'C0003'], returnTo: '/fr-fr' })) as Response;
    expect(cookieValue(saved)).toBe('groups=C0001:1,C0002:1,C0003:1,C0004:0');
  });

  it('never redirects off the site; an unknown choice is a 400 naming the field and writes nothing', async () => {
    const answer = await action(post({ intent: 'accept-all', returnTo: '//evil.test/' })) as Response;
    expect(answer.headers.get('location')).toBe('/fr-fr');
    const bad = await action(post({ intent: 'maybe' })) as unknown as { data: unknown; init: { status: number; headers?: unknown } };
    expect(bad.init.status).toBe(400);
    expect(bad.data).toEqual({ ok: false, field: 'intent' });
    expect(bad.init.headers).toBeUndefined();
  });
});
