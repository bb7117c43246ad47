import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { dismissalKey } from '@switchback/core';
import { loader as layoutLoader } from '../site/site-layout.route';
import { action as dismissAction } from './dismiss.route';
import { dismissedIds } from './content-dismissals.server';
import { BENEFIT_BAR_FIXTURE, MENU_FIXTURE, POP_UPS_FIXTURE } from './chrome-fixtures';
import { apiCalls, fakeApi, type Answers } from '../testing/fake-api';
import { unpack, type Packed } from '../platform/packed-data';

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const catalog = { brands: [], featured: [], categories: [{ id: '1001', name: 'Trail running', slug: 'trail-running', description: 'Shoes.', productCount: 30 }] };
const CANVAS = '/live/caas/v1/canvas';
const withContent: Answers = {
  'GET /products/v2/catalog': { body: catalog },
  [`GET ${CANVAS}/menu/en-us`]: { body: MENU_FIXTURE },
  [`GET ${CANVAS}/popups/en-us`]: { body: POP_UPS_FIXTURE },
  [`GET ${CANVAS}/fragment/benefit-bar`]: { body: BENEFIT_BAR_FIXTURE },
};
const get = (path: string, cookie = '') => ({ params: { locale: path.split('/')[1] }, request: new Request(`http://shop.test${path}`, { headers: { cookie } }), context }) as never;
// The chrome travels packed (platform/packed-data.ts): what the page unpacks.
const chromeOf = async (path: string, cookie = '') => unpack(((await layoutLoader(get(path, cookie))) as unknown as { data: { chrome: Packed<Record<string, unknown>> } }).data.chrome);

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('issue 12 the site layout loads the chrome content with the catalogue', () => {
  it('menu, benefit bar (fragment benefit-bar), the first pop-up for the route; nothing dismissed yet', async () => {
    fakeApi(withContent);
    const chrome = await chromeOf('/en-us');
    expect(chrome.menu).toEqual(MENU_FIXTURE.entries);
    expect(chrome.benefitBar).toMatchObject({ id: 'free-shipping', type: 'benefit-bar' });
    expect(chrome.popUp).toMatchObject({ id: 'welcome-offer' });
    expect(chrome.consent).toMatchObject({ ask: false, tracking: true });
    expect(apiCalls.filter((call) => call.includes('/caas/'))).toHaveLength(4);
  });

  it('pop-ups are filtered by their routes; dismissed ones (cookie) give way to the next; a dismissed bar is not rendered', async () => {
    fakeApi(withContent);
    expect(await chromeOf('/en-us/cart')).toMatchObject({ popUp: { id: 'second' } });
    const cookie = `${dismissalKey('pop-up', 'welcome-offer')}=true; ${dismissalKey('benefit-bar', 'free-shipping')}=true`;
    expect(await chromeOf('/en-us', cookie)).toMatchObject({ popUp: { id: 'second' }, benefitBar: null });
    expect(await chromeOf('/en-us', `${cookie}; ${dismissalKey('pop-up', 'second')}=true`)).toMatchObject({ popUp: null });
  });

  it('sends the catalogue\'s categories only: its featured products and brands are for the pages that show them', async () => {
    fakeApi({ 'GET /products/v2/catalog': { body: { ...catalog, brands: [{ id: 'ridgeline', name: 'Ridgeline' }] } } });
    const result = (await layoutLoader(get('/en-us'))) as unknown as { data: { catalog: unknown } };
    expect(result.data.catalog).toEqual({ categories: catalog.categories });
  });

  it('content trouble never fails the page: no menu (the header shows the categories), no bar, no pop-up', async () => {
    fakeApi({ 'GET /products/v2/catalog': { body: catalog } });
    const chrome = await chromeOf('/fr-fr');
    expect(chrome).toMatchObject({ menu: null, footer: null, benefitBar: null, popUp: null, consent: { ask: true, tracking: false } });
  });
});

describe('issue 12 storing a dismissal', () => {
  const post = (form: Record<string, string>) =>
    ({ params: { locale: 'en-us' }, request: new Request('http://shop.test/en-us/content/dismiss', { method: 'POST', body: new URLSearchParams(form) }), context }) as never;

  it('a plain form: the cookie, then back to the page; a fetcher: data with the cookie', async () => {
    const plain = await dismissAction(post({ kind: 'pop-up', id: 'welcome-offer', returnTo: '/en-us/c/trail-running-1001' })) as Response;
    expect(plain.headers.get('location')).toBe('/en-us/c/trail-running-1001');
    const setCookie = plain.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^switchback\.dismissed\.pop-up\.welcome-offer=true; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    const request = new Request('http://shop.test/en-us', { headers: { cookie: setCookie.split(';')[0]! } });
    expect([...await dismissedIds(request, 'pop-up', ['welcome-offer', 'second'])]).toEqual(['welcome-offer']);
    const enhanced = await dismissAction(post({ kind: 'benefit-bar', id: 'free-shipping', enhanced: '1' })) as unknown as { data: unknown; init: { headers: Headers } };
    expect(enhanced.data).toEqual({ ok: true });
    expect(new Headers(enhanced.init.headers).get('set-cookie')).toContain('switchback.dismissed.benefit-bar.free-shipping=true');
  });

  it('a bad kind or id is a 400 naming the field, with no cookie', async () => {
    const bad = await dismissAction(post({ kind: 'banner', id: 'x' })) as unknown as { data: unknown; init: { status: number; headers?: unknown } };
    expect(bad.init.status).toBe(400);
    expect(bad.data).toEqual({ ok: false, field: 'kind' });
    const badId = await dismissAction(post({ kind: 'pop-up', id: '../../etc' })) as unknown as { data: unknown };
    expect(badId.data).toEqual({ ok: false, field: 'id' });
  });
});
