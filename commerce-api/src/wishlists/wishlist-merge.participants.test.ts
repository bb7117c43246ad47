import fc from 'fast-check';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QTY_PER_LINE } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import type { ApiFailure } from '../errors/api-failure';
import type { GuestMergeParticipant } from '../identity/guest-merge';
import type { ConsumerIdentity, GuestIdentity } from '../identity/guest-token.service';
import { call, expectOk, startTestEngine, type TestEngine } from '../test-support/test-engine';
import { FavoritesMergeParticipant, SaveForLaterMergeParticipant } from './wishlist-merge.participants';
import { WishlistRepository, type ListKind } from './wishlist.repository';

let engine: TestEngine;
let lists: WishlistRepository;
let productIds: string[];
let upcs: string[];
beforeAll(async () => {
  engine = await startTestEngine();
  lists = new WishlistRepository(engine.internals.db);
  productIds = expectOk('productSearch', await call(engine.app, 'productSearch', { query: { count: '6' } })).hits.map((h) => h.id);
  upcs = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID } }))
    .variants.slice(0, 6).map((v) => v.upc);
});
afterAll(async () => {
  await engine?.close();
});

/** A list's lines as key → quantity (product id for favorites, upc for saved-for-later). */
type Lines = Record<string, number>;

const linesArb = (keys: () => string[]) => fc.dictionary(fc.integer({ min: 0, max: 5 }).map((i) => keys()[i]!), fc.integer({ min: 1, max: MAX_QTY_PER_LINE }), { maxKeys: 6 });

/** Whose id the exchange names: the guest's own list, someone else's list, or none. */
type Named = 'guest' | 'foreign' | 'none';

interface Kind {
  readonly kind: ListKind;
  readonly keys: () => string[];
  participant(): GuestMergeParticipant;
  newListId(): string;
  put(listId: string, key: string, qty: number): Promise<void>;
  read(ownerId: string): Promise<{ id: string | undefined; lines: Lines }>;
}

const ids = () => engine.internals.ids;
const now = () => engine.internals.clock.now();

const KINDS: Kind[] = [
  {
    kind: 'favorites',
    keys: () => productIds,
    participant: () => new FavoritesMergeParticipant(lists, ids(), engine.internals.clock),
    newListId: () => ids().favoriteListId(),
    put: (listId, key, qty) => lists.insertFavorite({ id: ids().itemId(), listId, productId: key, qty, now: now() }),
    read: async (ownerId) => {
      const list = await lists.listOf('favorites', ownerId);
      if (!list) return { id: undefined, lines: {} };
      return { id: list.id, lines: Object.fromEntries((await lists.allFavorites(list.id)).map((i) => [i.product_id, i.qty])) };
    },
  },
  {
    kind: 'saveForLater',
    keys: () => upcs,
    participant: () => new SaveForLaterMergeParticipant(lists, ids(), engine.internals.clock),
    newListId: () => ids().saveForLaterListId(),
    put: (listId, key, qty) => lists.insertSaveForLater({ id: ids().itemId(), listId, upc: key, qty, recipeId: null, now: now() }),
    read: async (ownerId) => {
      const list = await lists.listOf('saveForLater', ownerId);
      if (!list) return { id: undefined, lines: {} };
      return { id: list.id, lines: Object.fromEntries((await lists.allSaveForLater(list.id)).map((i) => [i.upc, i.qty])) };
    },
  },
];

async function givenList(kind: Kind, ownerId: string, lines: Lines | null): Promise<string | undefined> {
  if (lines === null) return undefined;
  const list = await lists.ensureList(kind.kind, ownerId, kind.newListId(), now());
  for (const [key, qty] of Object.entries(lines)) await kind.put(list.id, key, qty);
  return list.id;
}

/** The token exchange runs participants inside one transaction. */
const runMerge = (participant: GuestMergeParticipant, guest: GuestIdentity, consumer: ConsumerIdentity, id: string | undefined) =>
  engine.internals.db.transaction(async () => {
    const merged = await participant.merge(guest, consumer, id, { site: 'en-us' });
    return merged.isOk() ? ok(merged.value) : (() => { throw new Error(JSON.stringify(merged.error satisfies ApiFailure)); })();
  });

describe.each(KINDS)('sign-in merge participant: $kind', (kind) => {
  it('nothing lost, the same line summed and capped at the line maximum, foreign ids ignored, a replay changes nothing', async () => {
    await fc.assert(fc.asyncProperty(
      fc.option(linesArb(kind.keys), { nil: null }),
      fc.option(linesArb(kind.keys), { nil: null }),
      fc.constantFrom<Named>('guest', 'foreign', 'none'),
      async (guestLines, consumerLines, named) => {
        const guest: GuestIdentity = { customerId: ids().customerId(), usid: ids().uuid(), kind: 'guest' };
        const consumer: ConsumerIdentity = { customerId: ids().customerId(), usid: ids().uuid(), kind: 'registered' };
        const stranger = ids().customerId();
        const guestListId = await givenList(kind, guest.customerId, guestLines);
        const consumerListId = await givenList(kind, consumer.customerId, consumerLines);
        const strangerListId = await givenList(kind, stranger, { [kind.keys()[0]!]: 1 });
        const beforeStranger = await kind.read(stranger);
        const id = named === 'guest' ? guestListId : named === 'foreign' ? strangerListId : undefined;

        const answered = await runMerge(kind.participant(), guest, consumer, id);
        const after = await kind.read(consumer.customerId);
        const guestAfter = await kind.read(guest.customerId);

        const merges = named === 'guest' && guestListId !== undefined;
        const expected: Lines = { ...(consumerLines ?? {}) };
        if (merges) {
          for (const [key, qty] of Object.entries(guestLines ?? {})) expected[key] = Math.min(MAX_QTY_PER_LINE, (expected[key] ?? 0) + qty);
        }
        expect(after.lines).toEqual(expected);
        expect(answered._unsafeUnwrap()).toBe(after.id);
        if (consumerListId !== undefined) expect(after.id).toBe(consumerListId);
        expect(guestAfter.lines).toEqual(merges ? {} : guestLines ?? {});
        expect(await kind.read(stranger)).toEqual(beforeStranger);

        const replay = await runMerge(kind.participant(), guest, consumer, id);
        expect(replay._unsafeUnwrap()).toBe(after.id);
        expect(await kind.read(consumer.customerId)).toEqual(after);
        expect(await kind.read(guest.customerId)).toEqual(guestAfter);
      },
    ), { numRuns: 40 });
  });
});
