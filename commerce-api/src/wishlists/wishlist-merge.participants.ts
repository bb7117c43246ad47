import { ResultAsync } from 'neverthrow';
import { combinedLineQty, type Clock } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import type { GuestMergeParticipant, MergeContext } from '../identity/guest-merge';
import type { ConsumerIdentity, GuestIdentity } from '../identity/guest-token.service';
import type { IdGenerator } from '../platform/random-id';
import type { ListKind, ListRow, WishlistRepository } from './wishlist.repository';

/**
 * The guest's list, if `guestObjectId` names a list the guest owns and the two principals differ; otherwise nothing
 * is merged (an id that is not the guest's is ignored, never an error that tells whose it is). Locks the consumer's
 * list first, then the guest's, so two merges into one consumer queue up.
 */
async function listsToMerge(
  lists: WishlistRepository, kind: ListKind, guest: GuestIdentity, consumer: ConsumerIdentity, guestObjectId: string | undefined,
): Promise<{ consumerList: ListRow | undefined; guestList: ListRow | undefined }> {
  const consumerList = await lists.listOf(kind, consumer.customerId, true);
  if (guestObjectId === undefined || guest.customerId === consumer.customerId) return { consumerList, guestList: undefined };
  const guestList = await lists.listOf(kind, guest.customerId, true);
  return { consumerList, guestList: guestList && guestList.id === guestObjectId ? guestList : undefined };
}

/**
 * Signing in moves the guest's favorites into the consumer's list (made if they have none): a product in both keeps
 * one line with the quantities summed and capped at the line maximum; the guest's items are then removed, so a
 * replayed exchange finds nothing left to merge and changes nothing. Runs inside the token exchange's transaction.
 */
export class FavoritesMergeParticipant implements GuestMergeParticipant {
  readonly object = 'favoriteId' as const;

  constructor(private readonly lists: WishlistRepository, private readonly ids: IdGenerator, private readonly clock: Clock) {}

  /** Lists are not per site (a favorite is a product, shown in each site's price): the exchange's site does not matter. */
  merge(guest: GuestIdentity, consumer: ConsumerIdentity, guestObjectId: string | undefined, _context?: MergeContext): ResultAsync<string | undefined, ApiFailure> {
    return ResultAsync.fromSafePromise((async () => {
      const { consumerList, guestList } = await listsToMerge(this.lists, 'favorites', guest, consumer, guestObjectId);
      if (!guestList) return consumerList?.id;
      const items = await this.lists.allFavorites(guestList.id);
      if (items.length === 0 && !consumerList) return undefined;
      const now = this.clock.now();
      const target = consumerList ?? await this.lists.ensureList('favorites', consumer.customerId, this.ids.favoriteListId(), now);
      for (const item of items) {
        const existing = await this.lists.favoriteByProduct(target.id, item.product_id);
        if (existing) await this.lists.setFavoriteQty(target.id, existing.id, combinedLineQty(existing.qty, item.qty));
        else await this.lists.insertFavorite({ id: this.ids.itemId(), listId: target.id, productId: item.product_id, qty: item.qty, now });
      }
      await this.lists.deleteAllItems('favorites', guestList.id);
      await this.lists.touch('favorites', target.id, now);
      return target.id;
    })());
  }
}

/** As FavoritesMergeParticipant, for saved-for-later: the same variant's quantities are summed, capped at the line maximum. */
export class SaveForLaterMergeParticipant implements GuestMergeParticipant {
  readonly object = 'saveForLaterId' as const;

  constructor(private readonly lists: WishlistRepository, private readonly ids: IdGenerator, private readonly clock: Clock) {}

  /** Lists are not per site (a favorite is a product, shown in each site's price): the exchange's site does not matter. */
  merge(guest: GuestIdentity, consumer: ConsumerIdentity, guestObjectId: string | undefined, _context?: MergeContext): ResultAsync<string | undefined, ApiFailure> {
    return ResultAsync.fromSafePromise((async () => {
      const { consumerList, guestList } = await listsToMerge(this.lists, 'saveForLater', guest, consumer, guestObjectId);
      if (!guestList) return consumerList?.id;
      const items = await this.lists.allSaveForLater(guestList.id);
      if (items.length === 0 && !consumerList) return undefined;
      const now = this.clock.now();
      const target = consumerList ?? await this.lists.ensureList('saveForLater', consumer.customerId, this.ids.saveForLaterListId(), now);
      for (const item of items) {
        const existing = await this.lists.saveForLaterByUpc(target.id, item.upc);
        if (existing) await this.lists.setSaveForLaterQty(target.id, existing.id, combinedLineQty(existing.qty, item.qty));
        else await this.lists.insertSaveForLater({ id: this.ids.itemId(), listId: target.id, upc: item.upc, qty: item.qty, recipeId: item.recipe_id, now });
      }
      await this.lists.deleteAllItems('saveForLater', guestList.id);
      await this.lists.touch('saveForLater', target.id, now);
      return target.id;
    })());
  }
}
