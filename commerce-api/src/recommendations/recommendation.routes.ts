import type { ContractRouter } from '../http/contract-router';
import type { RecommendationService } from './recommendation.service';

/** Issue 11 §1: recommendations are public (the same for everyone asking the same question), so they cache. */
export function registerRecommendationRoutes(router: ContractRouter, recommendations: RecommendationService): void {
  router.public('widgetRecommendations', ({ site, query }) => recommendations.recommendations(site, query));
}
