import { okAsync } from 'neverthrow';
import type { ContractRouter } from '../http/contract-router';
import type { SupportCaseService } from './support-case.service';

/**
 * Issue 8 support cases: the contact categories (public, the same for everyone), contact us and the warranty claim
 * (any token holder, guest or registered; bot-checked and rate-limited per client like sign-up).
 */
export function registerSupportCaseRoutes(router: ContractRouter, cases: SupportCaseService): void {
  router.public('contactUsCategories', ({ site }) => okAsync(cases.categories(site)));
  router.guest('contactUs', ({ guest, site, body, request }) =>
    cases.contactUs({ customerId: guest.customerId, kind: guest.kind, site, ip: request.rateLimitKey || request.ip }, body));
  router.guest('warranty', ({ guest, site, body, request }) =>
    cases.warranty({ customerId: guest.customerId, kind: guest.kind, site, ip: request.rateLimitKey || request.ip }, body));
}
