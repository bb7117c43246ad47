import type { Recommendation, RecommendationType } from '@switchback/core';

/** A rail to render: a "recommendation" block (core's block-visibility rules hide it when its items are empty). */
export interface RecommendationRailData {
  readonly type: 'recommendation';
  readonly rail: RecommendationType;
  readonly items: readonly Recommendation[];
}
