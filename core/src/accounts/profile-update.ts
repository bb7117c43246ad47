import { err, ok, type Result } from 'neverthrow';
import { isBlank, type ConsumerDetails, type ConsumerProfile } from './consumer-profile';

/** §5/§8: the error a profile mutation without a loaded profile fails with. */
export const PROFILE_NOT_LOADED = 'Profile not loaded';
export type ProfileUpdateError = { readonly type: 'ProfileNotLoaded'; readonly message: typeof PROFILE_NOT_LOADED };

export type ProfileUpdatePlan =
  | { readonly type: 'Skip' }
  | { readonly type: 'Update'; readonly profile: ConsumerProfile; readonly changed: readonly (keyof ConsumerDetails)[] };

/**
 * §5: a profile update is refused with 'Profile not loaded' when no profile is loaded, and skipped when all given
 * values are empty. Otherwise the non-empty given values are merged into consumerDetails (an empty value never
 * erases a stored one) and the profile to send is returned.
 */
export function planProfileUpdate(
  profile: ConsumerProfile | null | undefined,
  changes: Partial<ConsumerDetails>,
): Result<ProfileUpdatePlan, ProfileUpdateError> {
  if (profile === null || profile === undefined) return err({ type: 'ProfileNotLoaded', message: PROFILE_NOT_LOADED });
  const given = (Object.keys(changes) as (keyof ConsumerDetails)[]).filter((key) => !isBlank(changes[key]));
  if (given.length === 0) return ok({ type: 'Skip' });
  const merged: Record<string, unknown> = { ...profile.consumerDetails };
  for (const key of given) merged[key] = typeof changes[key] === 'string' ? (changes[key] as string).trim() : changes[key];
  return ok({ type: 'Update', profile: { ...profile, consumerDetails: merged as ConsumerDetails }, changed: given });
}
