/** §9 "Preview limit options 10, 20, 50 (default 20)." */
export const PREVIEW_LIMIT_OPTIONS = [10, 20, 50] as const;
export type PreviewLimit = (typeof PREVIEW_LIMIT_OPTIONS)[number];
export const DEFAULT_PREVIEW_LIMIT: PreviewLimit = 20;

/** §2 "a preview frame that labels the host as one of: localhost, PR preview, dev, qa, preprod, production, unknown." */
export const PREVIEW_HOST_LABELS = ['localhost', 'PR preview', 'dev', 'qa', 'preprod', 'production', 'unknown'] as const;
export type PreviewHostLabel = (typeof PREVIEW_HOST_LABELS)[number];
