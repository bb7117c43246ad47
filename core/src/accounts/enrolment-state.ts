import type { ConsumerDetails } from './consumer-profile';
import { isBlank } from './consumer-profile';

/**
 * §2 account enrolment flow steps: lookup, sign-in, sign-up, forgot password, then the complete-profile steps
 * (non-loyalty, welcome, mobile, profile, interests, success).
 */
export const ENROLMENT_STEPS = [
  'lookup',
  'sign-in',
  'sign-up',
  'forgot-password',
  'complete-profile-non-loyalty',
  'complete-profile-welcome',
  'complete-profile-mobile',
  'complete-profile-profile',
  'complete-profile-interests',
  'complete-profile-success',
] as const;
export type EnrolmentStep = (typeof ENROLMENT_STEPS)[number];

/** The profile fields partial enrolment looks at (§3 consumerDetails). */
export type EnrolmentProfile = Pick<ConsumerDetails, 'email' | 'phone' | 'firstName' | 'lastName' | 'postalCode' | 'birthDate'>;

/** §4 enrolment: the fields whose absence makes an enrolled e-mail partial. */
export const PARTIAL_ENROLMENT_FIELDS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const;

/** §4: a profile is partially enrolled when an e-mail exists but any of phone, first name, last name, postal code or birth date is missing. */
export function isPartiallyEnrolled(profile: EnrolmentProfile | null | undefined): boolean {
  if (profile === null || profile === undefined || isBlank(profile.email)) return false;
  return PARTIAL_ENROLMENT_FIELDS.some((field) => isBlank(profile[field]));
}

/**
 * §4 enrolment state: logged out starts at lookup; logged in starts at complete-profile mobile if the profile has
 * no phone, otherwise complete-profile profile.
 */
export function enrolmentStartStep(session: { readonly loggedIn: boolean }, profile: Pick<ConsumerDetails, 'phone'> | null | undefined): EnrolmentStep {
  if (!session.loggedIn) return 'lookup';
  return isBlank(profile?.phone) ? 'complete-profile-mobile' : 'complete-profile-profile';
}
