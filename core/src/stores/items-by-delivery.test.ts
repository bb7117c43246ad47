import { describe, expect, it } from 'vitest';
import { itemsByDelivery } from './pickup-ordering';

interface Line { readonly id: string; readonly shippingOptions?: { readonly shippingMethod: { readonly code: string; readonly deliveryTime: string | null } } }
const line = (id: string, code: string, deliveryTime: string | null): Line => ({ id, shippingOptions: { shippingMethod: { code, deliveryTime } } });

describe('§4 lines grouped by delivery, pickup in pickup order', () => {
  it('pickup and collection point first by delivery time, then ship to store, then home in cart order', () => {
    const items = [
      line('h1', 'standard', '3-5 days'), line('p2', 'pudo', '2-4 days'), line('s1', 'sts', '2-4 days'),
      line('p1', 'pickup', 'same day'), line('h2', 'express', '1-2 days'), { id: 'd1' } as Line,
    ];
    expect(itemsByDelivery(items).map((group) => [group.kind, group.items.map((item) => item.id)])).toEqual([
      ['pickup', ['p1', 'p2']],
      ['ship-to-store', ['s1']],
      ['home', ['h1', 'h2', 'd1']],
    ]);
  });

  it('leaves out empty groups and keeps every line once', () => {
    const items = [line('h1', 'standard', null), line('h2', 'standard', null)];
    expect(itemsByDelivery(items)).toEqual([{ kind: 'home', items }]);
    expect(itemsByDelivery([])).toEqual([]);
  });
});
