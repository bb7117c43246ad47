import type { UserDataSource } from '../consumer/user-data-source.port';
import type { WishlistRepository } from './wishlist.repository';

/**
 * "Download my data" (retrieveUserData): the consumer's favorites and saved-for-later, as held — list ids, each
 * item's product or variant, quantity and when it was added, and whether a share link is active (the link's token
 * itself is never kept, only its hash, which is not the consumer's data). A consumer without a list gets `null`.
 */
export class FavoritesUserDataSource implements UserDataSource {
  readonly name = 'favorites';
  constructor(private readonly lists: WishlistRepository) {}

  async collect(customerId: string): Promise<unknown> {
    return (await this.lists.favoritesHeldOn(customerId)) ?? null;
  }
}

export class SaveForLaterUserDataSource implements UserDataSource {
  readonly name = 'saveForLater';
  constructor(private readonly lists: WishlistRepository) {}

  async collect(customerId: string): Promise<unknown> {
    return (await this.lists.saveForLaterHeldOn(customerId)) ?? null;
  }
}
