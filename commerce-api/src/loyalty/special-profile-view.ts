import type { ConsumerProfileResponse } from '@switchback/core';
import type { OwnerProfile } from './special-profile.repository';

type Details = ConsumerProfileResponse['consumerProfile']['consumerDetails'];

/** A consumer's loyalty and §6 special-profile fields of the profile answer (consumerDetails and the loyalty fields). */
export function profileSpecialFields(owner: OwnerProfile | undefined) {
  const details: Pick<Details, 'identity' | 'athlete' | 'employee' | 'prosumer' | 'specialProfileCurrency'> = {
    identity: owner?.prosumer ? [{ type: owner.prosumer.type }] : [],
    athlete: owner?.athlete ? { currentSpend: owner.athlete.currentSpend, annualCredit: owner.athlete.limit } : null,
    employee: owner?.employee ? { currentSpend: owner.employee.currentSpend, annualCap: owner.employee.limit } : null,
    prosumer: owner?.prosumer ? { currentSpend: owner.prosumer.currentSpend, annualCredit: owner.prosumer.limit } : null,
    ...(owner ? { specialProfileCurrency: owner.currency } : {}),
  };
  return {
    details,
    isLoyaltyMember: owner?.loyalty != null,
    loyaltyOptInDate: owner?.loyalty?.joinedAt.toISOString() ?? null,
    points: owner?.loyalty?.points ?? 0,
  };
}
