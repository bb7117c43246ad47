import { err, ok, type Result } from 'neverthrow';
import { DEFAULT_PREVIEW_LIMIT, PREVIEW_LIMIT_OPTIONS, type PreviewLimit } from './preview.constants';

/** §2 the preview controls form: query parameters docType, layoutVariant, limit, page. */
export interface PreviewControls {
  readonly docType: string;
  readonly layoutVariant?: string;
  readonly limit: PreviewLimit;
  readonly page: number;
}

export type PreviewControlsError = { readonly type: 'InvalidPreviewControls'; readonly field: 'docType'; readonly message: string };

export const DOC_TYPE_REQUIRED = 'Doc type is required';

const asLimit = (raw: string | undefined): PreviewLimit =>
  PREVIEW_LIMIT_OPTIONS.find((option) => String(option) === raw?.trim()) ?? DEFAULT_PREVIEW_LIMIT;

const asPage = (raw: string | undefined): number => {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
};

/**
 * §5 "docType is required ('Doc type is required')". A limit outside 10, 20, 50 falls back to 20 and a page that is
 * not a positive whole number to 1, so a hand-edited URL still shows something.
 */
export function parsePreviewControls(query: Readonly<Record<string, string | undefined>>): Result<PreviewControls, PreviewControlsError> {
  const docType = query.docType?.trim() ?? '';
  if (docType === '') return err({ type: 'InvalidPreviewControls', field: 'docType', message: DOC_TYPE_REQUIRED });
  const layoutVariant = query.layoutVariant?.trim();
  return ok({
    docType,
    ...(layoutVariant ? { layoutVariant } : {}),
    limit: asLimit(query.limit),
    page: asPage(query.page),
  });
}

/** §7 showcase query of the content service: layoutVariant, limit, offset. */
export const showcaseQuery = (controls: PreviewControls): { layoutVariant?: string; limit: number; offset: number } => ({
  ...(controls.layoutVariant ? { layoutVariant: controls.layoutVariant } : {}),
  limit: controls.limit,
  offset: (controls.page - 1) * controls.limit,
});
