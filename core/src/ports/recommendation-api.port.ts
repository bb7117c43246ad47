/** Recommendations (issue 11) over the upstream. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the recommendations work
export interface RecommendationApi {}
