import { describe, expect, it } from 'vitest';
import { pickupSearchRequest, readPickupStoreQuery, storeFulfilment } from './pickup-store.server';
import { pickupStorePath } from './pickup-store-paths';

const url = (search: string) => new URL(`http://shop.test/en-gb/pickup-store?${search}`);

describe('pickup in store / change store query', () => {
  it('reads the size, the search and the line; the add-to-cart form names the product productId', () => {
    const q = readPickupStoreQuery(url('productId=PRD00100&upc=000000000001&q=+M1+1WR+&item=it-1&confirm=STR-MAN-01'));
    expect(q.product).toEqual({ productId: 'PRD00100', upc: '000000000001' });
    expect(q.term).toEqual({ postcode: 'M1 1WR' });
    expect(q.itemId).toBe('it-1');
    expect(q.confirm).toBe('STR-MAN-01');
  });

  it('ignores what is malformed', () => {
    const q = readPickupStoreQuery(url('product=PRD00100&item=..%2F..&confirm=%3Cx%3E'));
    expect(q.product).toBeNull();
    expect(q.itemId).toBeNull();
    expect(q.confirm).toBeNull();
    expect(q.term).toBeNull();
  });

  it('searches the typed place, else around my store, else not yet', () => {
    const size = readPickupStoreQuery(url('product=PRD00100&upc=000000000001'));
    expect(pickupSearchRequest(size, { latitude: 53.4, longitude: -2.2 })).toEqual({ latitude: 53.4, longitude: -2.2, productId: 'PRD00100', upc: '000000000001' });
    expect(pickupSearchRequest(size, null)).toBeNull();
    const typed = readPickupStoreQuery(url('product=PRD00100&upc=000000000001&q=Leeds'));
    expect(pickupSearchRequest(typed, { latitude: 53.4, longitude: -2.2 })).toEqual({ city: 'Leeds', productId: 'PRD00100', upc: '000000000001' });
  });

  it('a store holding every unit with pickup is pickup; else ship-to-store when it takes it; else nothing', () => {
    expect(storeFulfilment({ services: ['pickup', 'shipToStore'], stock: { quantity: 2 } }, 2)).toBe('pickup');
    expect(storeFulfilment({ services: ['pickup', 'shipToStore'], stock: { quantity: 1 } }, 2)).toBe('sts');
    expect(storeFulfilment({ services: ['shipToStore'], stock: { quantity: 5 } }, 1)).toBe('sts');
    expect(storeFulfilment({ services: ['pickup'], stock: { quantity: 0 } }, 1)).toBeNull();
    expect(storeFulfilment({ services: ['pickup'], stock: null }, 1)).toBeNull();
  });

  it('builds the page address without empty parameters', () => {
    expect(pickupStorePath('en-gb', { product: 'PRD00100', upc: '000000000001', item: '' })).toBe('/en-gb/pickup-store?product=PRD00100&upc=000000000001');
  });
});
