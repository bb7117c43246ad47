import { describe, expect, it } from 'vitest';
import { okAsync } from 'neverthrow';
import type { Cart, SetPickupContactRequest, UpdateItemQuery, UpdateItemRequest } from '@switchback/core';
import { FakeCommerce } from '@switchback/core/testing';
import type { StepEvent } from '../shared/steps';
import { SteppingClock, aScript, checkoutUseCasesOver } from '../testing/fake-session';
import { parseCheckoutScript } from './checkout-script.schema';
import { ScriptedCheckout, checkoutPlan } from './scripted-checkout';

/** The in-memory upstream plus a record of the fulfilment calls the script makes. */
function withFulfilment(fake: FakeCommerce) {
  const moves: { request: UpdateItemRequest; query: Omit<UpdateItemQuery, 'locale'> | undefined }[] = [];
  const contacts: SetPickupContactRequest[] = [];
  let last: Cart | undefined;
  const useCases = {
    ...checkoutUseCasesOver(fake),
    fulfilment: {
      updateItem: (basketId: string, request: UpdateItemRequest, query?: Omit<UpdateItemQuery, 'locale'>) => {
        moves.push({ request, query });
        return fake.carts.updateItem(basketId, request).map((cart) => (last = cart));
      },
      setPickupContact: (_basketId: string, request: SetPickupContactRequest) => {
        contacts.push(request);
        return okAsync(last!);
      },
    },
  };
  return { useCases, moves, contacts };
}

const pickupItem = { productId: 'TRAILRUN01', color: 'Black', size: '8', qty: 1, fulfilment: { type: 'pickup' as const, storeId: 'STR-DEN-01' } };
const contact = { email: 'ada@example.com', contact: 'Ada Lovelace' };

describe('checkout script: per-item fulfilment and the pickup contact (issue 10)', () => {
  it('parses fulfilment per item and asks for the pickup contact when an item is not delivered home', () => {
    const script = { ...aScript(), items: [pickupItem] };
    expect(parseCheckoutScript(script)._unsafeUnwrapErr()).toMatchObject({ type: 'ScriptInvalid', field: 'script.pickupContact' });
    expect(parseCheckoutScript({ ...script, pickupContact: contact })._unsafeUnwrap().items[0]!.fulfilment).toEqual({ type: 'pickup', storeId: 'STR-DEN-01' });
    expect(parseCheckoutScript({ ...script, items: [{ ...pickupItem, fulfilment: { type: 'pudo' } }], pickupContact: contact })._unsafeUnwrapErr())
      .toMatchObject({ field: 'script.items[0].fulfilment.collectionPointId' });
  });

  it('plans a fulfilment step per collected item and the contact; a script with no home item sets no shipping address or method', () => {
    const plan = checkoutPlan({ ...aScript(), items: [pickupItem], pickupContact: contact }).map((s) => s.id);
    expect(plan).toEqual(['session', 'variant-0', 'add-0', 'fulfilment-0', 'pickup-contact', 'payment', 'place-order']);
    const mixed = checkoutPlan({ ...aScript(), items: [aScript().items[0]!, pickupItem], pickupContact: contact }).map((s) => s.id);
    expect(mixed).toContain('shipping-address');
  });

  it('moves each collected item with its action and store, sets the contact, and places the order', async () => {
    const fake = new FakeCommerce();
    const { useCases, moves, contacts } = withFulfilment(fake);
    const events: StepEvent[] = [];
    const script = { ...aScript(), items: [aScript().items[0]!, pickupItem], pickupContact: contact };
    const receipt = (await new ScriptedCheckout(useCases, new SteppingClock()).run(script, (e) => events.push(e)))._unsafeUnwrap();
    expect(moves).toHaveLength(1);
    expect(moves[0]!.query).toEqual({ action: 'pickup' });
    expect(moves[0]!.request).toMatchObject({ storeId: 'STR-DEN-01', qty: 1, productId: 'TRAILRUN01' });
    expect(contacts).toEqual([contact]);
    expect(receipt.orderNumber).toBe(fake.orders()[0]!.orderNumber);
    expect(events.filter((e) => e.status === 'done').map((e) => e.id)).toEqual(checkoutPlan(script).map((s) => s.id));
  });

  it('a script with a collected item and no fulfilment port wired names the item', async () => {
    const script = { ...aScript(), items: [pickupItem], pickupContact: contact };
    const result = await new ScriptedCheckout(checkoutUseCasesOver(new FakeCommerce()), new SteppingClock()).run(script, () => undefined);
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ScriptInvalid', field: 'script.items[0]' });
  });
});
