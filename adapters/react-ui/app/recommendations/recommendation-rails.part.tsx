import type { ComponentProps } from 'react';
import { lazyPart } from '../platform/lazy-part';
import type { RecommendationRailsSection } from './recommendation-rail.component';

/**
 * The rails below a product page or a cart: a lazy part, server rendered in full (recommendations.server.ts registers
 * the component), hydrated when its chunk has arrived; their code is not in the page's first-visit JavaScript.
 */
export const RecommendationRails = lazyPart<ComponentProps<typeof RecommendationRailsSection>>(
  'RecommendationRails', () => import('./recommendation-rail.component').then((module) => module.RecommendationRailsSection), { sliced: true });
