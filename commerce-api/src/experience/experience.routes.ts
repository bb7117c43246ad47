import type { ContractRouter } from '../http/contract-router';
import type { ExperienceService } from './experience.service';

/**
 * Issue 12: decide answers for the token's principal (guest or registered: the segment is theirs); the datafile, the
 * SDK's event log and web vitals are public (the storefront's server and the browser's beacon send them).
 */
export function registerExperienceRoutes(router: ContractRouter, experience: ExperienceService): void {
  router.guest('decide', ({ guest, site, params, body }) => experience.decide(guest, site, params.brand, body));
  router.public('experimentationDatafile', ({ params }) => experience.datafile(params.sdkKey));
  router.public('experimentationEvents', ({ body }) => experience.recordEvents(body));
  router.public('performanceIngest', ({ body }) => experience.recordPerformance(body));
}
