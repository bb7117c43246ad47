/** §3 Consumer profile: the fields the account, role and enrolment rules read. */
export interface ConsumerIdentity {
  readonly type: string;
}

export interface SpendAllowance {
  readonly currentSpend?: number;
  readonly annualCredit?: number;
  readonly annualCap?: number;
}

export interface ConsumerDetails {
  readonly birthDate?: string | null;
  readonly email?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly phone?: string | null;
  readonly postalCode?: string | null;
  readonly athlete?: SpendAllowance | null;
  readonly employee?: SpendAllowance | null;
  readonly prosumer?: SpendAllowance | null;
  readonly identity?: readonly ConsumerIdentity[] | null;
}

export interface ConsumerProfile {
  readonly consumerDetails: ConsumerDetails;
  readonly isLoyaltyMember?: boolean;
  readonly loyaltyOptInDate?: string | null;
  readonly preferences?: { readonly interests?: string; readonly preferredShoeSize?: string };
}

/** A value counts as missing when absent, null, or only whitespace. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
