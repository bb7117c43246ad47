import { describe, expect, it } from 'vitest';
import { SITES, type StoreSearchResult } from '@switchback/core';
import { myStoreSetCookie, readMyStore } from './my-store.server';
import { finderSearch, readStoreFinderQuery, storeView } from './store-finder.server';

const url = (query: string) => new URL(`http://shop.test/en-gb/stores${query}`);

describe('the store finder query', () => {
  it('one box: a text with a digit is a postcode, otherwise a city; a size only with both product and upc', () => {
    expect(readStoreFinderQuery(url('?q=M1+1WR&product=SBTR0001&upc=840120000003'))).toEqual({
      q: 'M1 1WR', request: { postcode: 'M1 1WR', productId: 'SBTR0001', upc: '840120000003' }, product: { productId: 'SBTR0001', upc: '840120000003' },
    });
    expect(readStoreFinderQuery(url('?q=Leeds&product=SBTR0001')).request).toEqual({ city: 'Leeds' });
    expect(readStoreFinderQuery(url('')).request).toBeNull();
  });

  it('coordinates only when both are numbers in range; anything malformed is ignored', () => {
    expect(readStoreFinderQuery(url('?lat=53.48&lng=-2.24')).request).toEqual({ latitude: 53.48, longitude: -2.24 });
    expect(readStoreFinderQuery(url('?lat=95&lng=-2.24')).request).toBeNull();
    expect(readStoreFinderQuery(url('?lat=1e3&lng=2')).request).toBeNull();
    expect(readStoreFinderQuery(url('?lat=53.48')).request).toBeNull();
  });

  it('the way back after "Set as my store" keeps only the finder\'s own parameters', () => {
    expect(finderSearch(url('?q=M1&saved=STR-X&evil=1&upc=840120000003'))).toBe('q=M1&upc=840120000003');
  });
});

describe('a store as shown', () => {
  it('the address in the country\'s format without the country; miles in the UK', () => {
    const store = {
      id: 'STR-MAN-01', name: 'Switchback Manchester', address: { addressLine1: '45 Market St', city: 'Manchester', postalCode: 'M1 1WR', countryCode: 'GB' },
      phone: '+44 161 496 0104', email: null, latitude: 53.48, longitude: -2.24, timeZone: 'Europe/London', openingHours: [],
      openingStatus: { openNow: false, closesAt: null, opensAt: null }, services: ['pickup'], distanceKm: 16.1,
    } satisfies StoreSearchResult;
    const view = storeView(store, SITES['en-gb']);
    expect(view.addressLines).toEqual(['45 Market St', 'Manchester', 'M1 1WR']);
    expect(view.distance).toEqual({ value: 10, unit: 'mile' });
    expect(view.stock).toBeNull();
  });
});

describe('my store cookie', () => {
  it('what was set is read back; a missing or malformed one is no store', async () => {
    const setCookie = await myStoreSetCookie('STR-MAN-01', false);
    const cookie = setCookie.split(';')[0]!;
    expect(await readMyStore(new Request('http://shop.test/', { headers: { cookie } }))).toBe('STR-MAN-01');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(await readMyStore(new Request('http://shop.test/'))).toBeNull();
    expect(await readMyStore(new Request('http://shop.test/', { headers: { cookie: 'sb_store=%22..%2F..%22' } }))).toBeNull();
  });
});
