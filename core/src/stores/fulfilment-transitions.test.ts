import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicableHomeMethods, homeMethodDowngrade, LINE_FULFILMENTS, lineChoices, lineTransition, pickupHolds, shipToStoreHolds,
  type LineSituation,
} from './fulfilment-transitions';
import { flashHandling } from '../errors/flash-types';
import { cartFulfilmentNeeds } from './cart-fulfilment-needs';

const situation = fc.record({
  choice: fc.constantFrom(...LINE_FULFILMENTS),
  qty: fc.integer({ min: 1, max: 10 }),
  store: fc.option(fc.record({ pickupEnabled: fc.boolean(), shipToStoreEnabled: fc.boolean() }), { nil: null }),
  storeStock: fc.integer({ min: 0, max: 12 }),
  warehouseStock: fc.integer({ min: 0, max: 12 }),
});

const open = { pickupEnabled: true, shipToStoreEnabled: true };
const line = (over: Partial<LineSituation>): LineSituation => ({ choice: 'pickup', qty: 2, store: open, storeStock: 2, warehouseStock: 5, ...over });

describe('server-announced line transitions (commerce-core §4)', () => {
  it('a pickup line whose store still holds every unit stays', () => {
    expect(lineTransition(line({}))).toBeNull();
  });

  it('a pickup line the store can no longer serve goes to ship-to-store when the warehouse has it (PickupToSts), else home (PickupToSth)', () => {
    expect(lineTransition(line({ storeStock: 1 }))).toEqual({ type: 'PickupToSts', to: 'sts' });
    expect(lineTransition(line({ storeStock: 1, warehouseStock: 1 }))).toEqual({ type: 'PickupToSth', to: 'home' });
    expect(lineTransition(line({ store: { pickupEnabled: false, shipToStoreEnabled: false } }))).toEqual({ type: 'PickupToSth', to: 'home' });
  });

  it('a ship-to-store line becomes pickup when the store has the units (StsToPickup), home when ship-to-store fails (StsToSth)', () => {
    expect(lineTransition(line({ choice: 'sts' }))).toEqual({ type: 'StsToPickup', to: 'pickup' });
    expect(lineTransition(line({ choice: 'sts', storeStock: 0 }))).toBeNull();
    expect(lineTransition(line({ choice: 'sts', storeStock: 0, warehouseStock: 0 }))).toEqual({ type: 'StsToSth', to: 'home' });
    expect(lineTransition(line({ choice: 'sts', storeStock: 0, store: { pickupEnabled: true, shipToStoreEnabled: false } }))).toEqual({ type: 'StsToSth', to: 'home' });
  });

  it("a home line the warehouse cannot serve goes to pickup in the shopper's store when it holds the units (STHToPickup)", () => {
    expect(lineTransition(line({ choice: 'home', warehouseStock: 1 }))).toEqual({ type: 'STHToPickup', to: 'pickup' });
    expect(lineTransition(line({ choice: 'home' }))).toBeNull();
    expect(lineTransition(line({ choice: 'home', warehouseStock: 0, storeStock: 0 }))).toBeNull();
    expect(lineTransition(line({ choice: 'home', warehouseStock: 0, store: null }))).toBeNull();
  });

  it('a line never moves to pickup unless the store offers pickup and holds every unit', () => {
    fc.assert(fc.property(situation, (s) => {
      const moved = lineTransition(s);
      if (moved?.to === 'pickup') expect(pickupHolds(s)).toBe(true);
      if (moved?.to === 'sts') expect(shipToStoreHolds(s)).toBe(true);
    }));
  });

  it('a moved line does not move again while the stock stays the same', () => {
    fc.assert(fc.property(situation, (s) => {
      const moved = lineTransition(s);
      if (moved !== null) expect(lineTransition({ ...s, choice: moved.to })).toBeNull();
    }));
  });

  it('a line whose choice holds (or a collection point line) never moves', () => {
    fc.assert(fc.property(situation, (s) => {
      const holds = s.choice === 'pudo'
        || (s.choice === 'pickup' && pickupHolds(s))
        || (s.choice === 'home' && s.warehouseStock >= s.qty);
      if (holds) expect(lineTransition(s)).toBeNull();
    }));
  });

  it('the per-line choice marks each way available exactly when its rule holds', () => {
    fc.assert(fc.property(situation, (s) => {
      const choices = Object.fromEntries(lineChoices(s, '3-5 days').map((c) => [c.code, c.available]));
      expect(choices).toEqual({
        home: s.warehouseStock >= s.qty, pickup: pickupHolds(s), sts: shipToStoreHolds(s), pudo: s.warehouseStock >= s.qty,
      });
    }));
  });
});

describe('OrderShippingMethodDowngraded (commerce-core §4)', () => {
  const methods = [{ code: 'standard' }, { code: 'express', needsWarehouseStock: true }];

  it('express applies only while every home line is in the warehouse stock', () => {
    expect(applicableHomeMethods(methods, [{ qty: 1, warehouseStock: 1 }]).map((m) => m.code)).toEqual(['standard', 'express']);
    expect(applicableHomeMethods(methods, [{ qty: 2, warehouseStock: 1 }]).map((m) => m.code)).toEqual(['standard']);
  });

  it('a selected method that no longer applies is downgraded to the first that does; one that applies is kept', () => {
    expect(homeMethodDowngrade('express', methods, [{ qty: 2, warehouseStock: 1 }])).toEqual({ from: 'express', to: 'standard' });
    expect(homeMethodDowngrade('express', methods, [{ qty: 1, warehouseStock: 1 }])).toBeNull();
    expect(homeMethodDowngrade(null, methods, [{ qty: 2, warehouseStock: 1 }])).toBeNull();
    expect(homeMethodDowngrade('express', methods, [])).toBeNull();
  });

  it('the downgrade always lands on an applicable method', () => {
    fc.assert(fc.property(
      fc.constantFrom('standard', 'express'),
      fc.array(fc.record({ qty: fc.integer({ min: 1, max: 5 }), warehouseStock: fc.integer({ min: 0, max: 5 }) }), { maxLength: 4 }),
      (selected, lines) => {
        const down = homeMethodDowngrade(selected, methods, lines);
        if (down !== null) expect(applicableHomeMethods(methods, lines).map((m) => m.code)).toContain(down.to);
      },
    ));
  });
});

describe('transition flash entries', () => {
  it('each line transition is an item notice with its type (error when delivery got worse, info when better)', () => {
    expect(flashHandling({ type: 'PickupToSth', itemId: 'itm_1', message: 'x' }, { cartEmpty: false }).notice).toMatchObject({ type: 'error', level: 'item', itemId: 'itm_1' });
    expect(flashHandling({ type: 'StsToPickup', itemId: 'itm_1' }, { cartEmpty: false }).notice).toMatchObject({ type: 'info', level: 'item', itemId: 'itm_1' });
    expect(flashHandling({ type: 'OrderShippingMethodDowngraded' }, { cartEmpty: false }).notice).toMatchObject({ type: 'error', level: 'top' });
  });
});

describe('what checkout asks for, from how the lines are received (issue 10)', () => {
  const line = (code: string) => ({ shippingOptions: { shippingMethod: { code } } });
  it('the address only when a line goes home; the contact fields the locale requires when a line is collected', () => {
    expect(cartFulfilmentNeeds([line('standard')], null, 'en-US', 'US')).toEqual({ home: true, contactKinds: [], missingContact: [] });
    expect(cartFulfilmentNeeds([line('pickup')], null, 'en-GB', 'GB')).toEqual({ home: false, contactKinds: ['storePickup'], missingContact: ['email', 'mobilePhone', 'contact'] });
    expect(cartFulfilmentNeeds([line('pickup')], { email: 'ada@example.com', contact: 'Ada' }, 'en-US', 'US').missingContact).toEqual([]);
    expect(cartFulfilmentNeeds([line('pudo'), line('express')], { email: 'ada@example.com', contact: 'Ada' }, 'en-US', 'US'))
      .toEqual({ home: true, contactKinds: ['collectionPoint'], missingContact: ['mobilePhone'] });
    expect(cartFulfilmentNeeds([{}], null, 'fr-FR', 'FR').home).toBe(true);
  });
});
