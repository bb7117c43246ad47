import { describe, expect, it } from 'vitest';
import { shapeOf } from './body-shape';

describe('shapeOf', () => {
  it('values differ, shape is the same: volatile ids and timestamps do not matter', () => {
    expect(shapeOf({ basketId: 'a', createdAt: '2030', total: 1 })).toEqual(shapeOf({ total: 99, createdAt: '2031', basketId: 'b' }));
  });

  it('a missing, extra or retyped field changes the shape', () => {
    const recorded = shapeOf({ basketId: 'a', total: 1, shippingAddress: null });
    expect(shapeOf({ basketId: 'a', total: 1 })).not.toEqual(recorded);
    expect(shapeOf({ basketId: 'a', total: 1, shippingAddress: null, extra: true })).not.toEqual(recorded);
    expect(shapeOf({ basketId: 'a', total: '1', shippingAddress: null })).not.toEqual(recorded);
    expect(shapeOf({ basketId: 'a', total: 1, shippingAddress: { id: 'x' } })).not.toEqual(recorded);
  });

  it('arrays are compared by the distinct shapes of their elements, not their length', () => {
    expect(shapeOf([{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toEqual(shapeOf([{ id: 'z' }]));
    expect(shapeOf([{ id: 'a' }])).not.toEqual(shapeOf([{ id: 'a', rating: 4 }]));
    expect(shapeOf([])).not.toEqual(shapeOf([1]));
  });

  it('a store\'s opening status by day and at night have one shape (its variants are the schema\'s to check); the fields around it still count', () => {
    const byDay = { storeId: 'S1', openingStatus: { openNow: true, closesAt: '19:00', opensAt: null } };
    const atNight = { storeId: 'S2', openingStatus: { openNow: false, closesAt: null, opensAt: { day: 4, time: '10:00' } } };
    expect(shapeOf([byDay, atNight])).toEqual(shapeOf([byDay]));
    expect(shapeOf({ ...atNight, storeId: 2 })).not.toEqual(shapeOf(byDay));
    expect(shapeOf(atNight, new Set())).not.toEqual(shapeOf(byDay, new Set()));
  });
});
