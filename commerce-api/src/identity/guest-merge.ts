import type { ResultAsync } from 'neverthrow';
import type { SiteId } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import type { ConsumerIdentity, GuestIdentity } from './guest-token.service';

/** The guest objects a Registered token exchange names (commerce-core §4, §7: guestObjects). */
export type GuestObjectKind = 'basketId' | 'favoriteId' | 'saveForLaterId';

/**
 * Signing in merges what the guest had into the consumer's (issue 7 §3): one participant per kind of guest object
 * (the cart, favorites, saved-for-later), all run by the token exchange inside one database transaction (queries made
 * while `Database.transaction` runs join it).
 *
 * A participant's laws: nothing of the guest's is lost; the same variant's quantities are summed and capped at the
 * line maximum; an id that is not the guest's is ignored (never merged, never an error that tells whose it is);
 * replaying the same exchange changes nothing (idempotent). It answers the consumer's object id after the merge
 * (undefined when the consumer has none and the guest gave none).
 *
 * The participants are a list given to the AuthService in the composition root (`TYPES.GuestMergeParticipants`):
 * adding one is one line there. `context.site` is the site of the exchange (a cart belongs to one site).
 */
export interface GuestMergeParticipant {
  readonly object: GuestObjectKind;
  merge(guest: GuestIdentity, consumer: ConsumerIdentity, guestObjectId: string | undefined, context: MergeContext): ResultAsync<string | undefined, ApiFailure>;
}

export interface MergeContext {
  readonly site: SiteId;
}
