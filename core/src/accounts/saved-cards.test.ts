import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err } from 'neverthrow';
import { addSavedCard, mainCardOf, removeSavedCard, setMainCard, type SavedCardRef } from './saved-cards';

const mains = (cards: readonly SavedCardRef[]) => cards.filter((c) => c.main === true).map((c) => c.id);

describe('saved cards main flag (the §4 address rule, one type)', () => {
  it('the first card becomes main; later cards do not, unless added as main', () => {
    const one = addSavedCard<{ id: string; last4: string; main?: boolean }>([], { id: 'pi1', last4: '1111' })._unsafeUnwrap();
    expect(one).toEqual([{ id: 'pi1', last4: '1111', main: true }]);
    const two = addSavedCard(one, { id: 'pi2', last4: '4444' })._unsafeUnwrap();
    expect(mains(two)).toEqual(['pi1']);
    const three = addSavedCard(two, { id: 'Bx', last4: '0005', main: true })._unsafeUnwrap();
    expect(mains(three)).toEqual(['Bx']);
  });
  it('setting one main clears every other card (whatever the first letter of its id)', () => {
    const cards = [{ id: 'S1', main: true }, { id: 'B2', main: false }];
    expect(setMainCard(cards, 'B2')._unsafeUnwrap()).toEqual([{ id: 'S1', main: false }, { id: 'B2', main: true }]);
    expect(mainCardOf(setMainCard(cards, 'B2')._unsafeUnwrap())?.id).toBe('B2');
  });
  it('removing the main card makes the oldest remaining one main', () => {
    expect(removeSavedCard([{ id: 'a', main: true }, { id: 'b', main: false }, { id: 'c', main: false }], 'a')._unsafeUnwrap())
      .toEqual([{ id: 'b', main: true }, { id: 'c', main: false }]);
  });
  it('unknown, duplicate and blank ids are refused', () => {
    expect(setMainCard([{ id: 'a', main: true }], 'z')).toEqual(err({ type: 'CardNotFound', id: 'z' }));
    expect(removeSavedCard([], 'z')).toEqual(err({ type: 'CardNotFound', id: 'z' }));
    expect(addSavedCard([{ id: 'a', main: true }], { id: 'a' })).toEqual(err({ type: 'DuplicateCardId', id: 'a' }));
    expect(addSavedCard([], { id: '  ' })).toEqual(err({ type: 'InvalidCardId' }));
  });
  it('property: exactly one main card whenever there is a card, after any add/set-main/remove sequence', () => {
    const id = fc.constantFrom('S1', 'B1', 'x', 'y', 'z');
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id, main: fc.boolean() }),
      fc.record({ kind: fc.constant('setMain' as const), id }),
      fc.record({ kind: fc.constant('remove' as const), id }),
    );
    fc.assert(fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
      let cards: SavedCardRef[] = [];
      for (const o of ops) {
        const next = o.kind === 'add' ? addSavedCard(cards, { id: o.id, main: o.main })
          : o.kind === 'setMain' ? setMainCard(cards, o.id) : removeSavedCard(cards, o.id);
        if (next.isOk()) cards = next.value;
        expect(mains(cards)).toHaveLength(cards.length === 0 ? 0 : 1);
      }
    }));
  });
});
