import type { Site } from '@switchback/core';

/** Which sign-up the interests step follows (its welcome line). */
export type InterestsWelcome = 'account' | 'loyalty';

/** The enrolment forms' own pages (issue 12 §2; app/routes.ts). */
export const enrolmentPath = {
  newsletter: (site: Pick<Site, 'id'>) => `/${site.id}/newsletter`,
  loyaltySignUp: (site: Pick<Site, 'id'>) => `/${site.id}/account/sign-up?variant=loyalty`,
  loyaltyJoin: (site: Pick<Site, 'id'>) => `/${site.id}/loyalty/join`,
  /** After a sign-up without JavaScript: `welcome` says which sign-up it follows, `next` where the shopper goes on to. */
  interests: (site: Pick<Site, 'id'>, afterSignUp?: { welcome: InterestsWelcome; next: string }) =>
    `/${site.id}/account/interests${afterSignUp ? `?${new URLSearchParams({ welcome: afterSignUp.welcome, next: afterSignUp.next }).toString()}` : ''}`,
  smsOptIn: (site: Pick<Site, 'id'>) => `/${site.id}/sms-opt-in`,
  events: (site: Pick<Site, 'id'>) => `/${site.id}/events`,
  event: (site: Pick<Site, 'id'>, eventId: string, step?: 'sign-up') => `/${site.id}/events/${encodeURIComponent(eventId)}${step ? `?step=${step}` : ''}`,
} as const;
