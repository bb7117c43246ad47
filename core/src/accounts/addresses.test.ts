import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err } from 'neverthrow';
import { addAddress, addressTypeOf, mainAddressOf, removeAddress, setMainAddress, type AccountAddress } from './addresses';

interface Address extends AccountAddress {
  readonly city: string;
}

const mains = (list: readonly AccountAddress[]) => list.filter((a) => a.main).map((a) => a.id);

describe('§4 addresses main flag', () => {
  it('the first address of a type becomes main automatically', () => {
    const first = addAddress<Address>([], { id: 'S1', city: 'Leeds' })._unsafeUnwrap();
    expect(first).toEqual([{ id: 'S1', city: 'Leeds', main: true }]);
    const second = addAddress(first, { id: 'S2', city: 'York' })._unsafeUnwrap();
    expect(mains(second)).toEqual(['S1']);
    const billing = addAddress(second, { id: 'B1', city: 'Hull', main: false })._unsafeUnwrap();
    expect(mains(billing)).toEqual(['S1', 'B1']);
  });

  it('setting one main clears main on the other address of the same type', () => {
    const list = [{ id: 'S1', main: true }, { id: 'S2', main: false }, { id: 'B1', main: true }];
    expect(setMainAddress(list, 'S2')._unsafeUnwrap()).toEqual([{ id: 'S1', main: false }, { id: 'S2', main: true }, { id: 'B1', main: true }]);
  });

  it('the type being identified by the first letter of the id', () => {
    expect(addressTypeOf('S-123')).toBe('S');
    expect(addressTypeOf('b77')).toBe('B');
    expect(addressTypeOf('')).toBe('');
    const list = [{ id: 'S1', main: true }, { id: 's9', main: false }];
    expect(mains(setMainAddress(list, 's9')._unsafeUnwrap())).toEqual(['s9']);
    expect(mainAddressOf(list, 's')?.id).toBe('S1');
  });

  it('an address added as main takes the flag from the other address of its type', () => {
    const list = addAddress([{ id: 'S1', main: true }], { id: 'S2', main: true })._unsafeUnwrap();
    expect(mains(list)).toEqual(['S2']);
  });

  it('unknown, duplicate and blank ids are refused without change', () => {
    expect(setMainAddress([{ id: 'S1', main: true }], 'S9')).toEqual(err({ type: 'AddressNotFound', id: 'S9' }));
    expect(addAddress([{ id: 'S1', main: true }], { id: 'S1' })).toEqual(err({ type: 'DuplicateAddressId', id: 'S1' }));
    expect(addAddress([], { id: ' ' })).toEqual(err({ type: 'InvalidAddressId' }));
  });

  it('removing the main address makes the oldest remaining address of its type main; other types untouched', () => {
    const list = [{ id: 'S1', main: true }, { id: 'B1', main: true }, { id: 'S2', main: false }, { id: 'S3', main: false }];
    expect(removeAddress(list, 'S1')._unsafeUnwrap()).toEqual([{ id: 'B1', main: true }, { id: 'S2', main: true }, { id: 'S3', main: false }]);
    expect(removeAddress(list, 'S3')._unsafeUnwrap()).toEqual([{ id: 'S1', main: true }, { id: 'B1', main: true }, { id: 'S2', main: false }]);
    expect(removeAddress([{ id: 'B1', main: true }], 'B1')._unsafeUnwrap()).toEqual([]);
    expect(removeAddress(list, 'S9')).toEqual(err({ type: 'AddressNotFound', id: 'S9' }));
  });

  type Op = { kind: 'add'; id: string; main: boolean } | { kind: 'setMain'; id: string } | { kind: 'remove'; id: string };
  const idArb = fc.tuple(fc.constantFrom('S', 'B', 's', 'b', 'X'), fc.integer({ min: 0, max: 6 })).map(([t, n]) => `${t}${n}`);
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), id: idArb, main: fc.boolean() }),
    fc.record({ kind: fc.constant('setMain' as const), id: idArb }),
    fc.record({ kind: fc.constant('remove' as const), id: idArb }),
  );

  it('property: after any sequence of add/set-main/remove, at most one main per type, and one exists whenever an address of that type exists', () => {
    fc.assert(fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
      let list: AccountAddress[] = [];
      for (const op of ops) {
        const next = op.kind === 'add' ? addAddress(list, { id: op.id, main: op.main })
          : op.kind === 'setMain' ? setMainAddress(list, op.id) : removeAddress(list, op.id);
        if (next.isOk()) {
          if (op.kind === 'setMain') expect(next.value.find((a) => a.id === op.id)?.main).toBe(true);
          list = next.value;
        }
        const types = new Set(list.map((a) => addressTypeOf(a.id)));
        for (const type of types) {
          const ofType = list.filter((a) => addressTypeOf(a.id) === type);
          expect(ofType.filter((a) => a.main === true)).toHaveLength(1);
        }
        expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
      }
    }));
  });

  it('property: setting main never changes addresses of another type, nor any field but main', () => {
    const listArb = fc.uniqueArray(fc.record({ id: idArb, main: fc.boolean(), city: fc.string() }), { selector: (a) => a.id, maxLength: 10 });
    fc.assert(fc.property(listArb, idArb, (list, id) => {
      const result = setMainAddress(list, id);
      if (result.isErr()) {
        expect(list.some((a) => a.id === id)).toBe(false);
        return;
      }
      result.value.forEach((after, i) => {
        const before = list[i]!;
        expect({ ...after, main: undefined }).toEqual({ ...before, main: undefined });
        if (addressTypeOf(before.id) !== addressTypeOf(id)) expect(after).toBe(before);
      });
    }));
  });
});
