import {
  contentDocTypeSchema, DEFAULT_PREVIEW_LIMIT, parsePreviewControls, previewHostLabel, queryValues, showcaseQuery,
  type PreviewHostLabel, type ShowcaseResponse,
} from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiText } from '../errors/ui-message';

/** The preview tool's answer: the controls as read, their error, the results, the frame's page and moment, the host label. */
export interface PreviewView {
  readonly controls: { readonly docType: string; readonly layoutVariant: string; readonly limit: number; readonly page: number };
  readonly error: UiText | null;
  readonly results: ShowcaseResponse['results'] | null;
  readonly numFound: number;
  /** The page path (after the locale) the frame shows, and the moment it shows it at (ISO, UTC). */
  readonly frame: { readonly path: string; readonly at: string } | null;
  readonly host: PreviewHostLabel;
}

/** The storefront's production hosts (SWITCHBACK_PRODUCTION_HOSTS, comma-separated) for the host label. */
const productionHosts = (): string[] => (process.env.SWITCHBACK_PRODUCTION_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);

/** A page path of this storefront: `/` and lower-case path segments only (it is put after the locale in the frame). */
const PAGE_PATH = /^\/(?:[a-z0-9][a-z0-9/_-]{0,200})?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * `/{locale}/preview` (§2/§5 content-preview viewer): the controls are GET parameters (docType required: core's
 * message; limit 10/20/50, default 20; page), the results are the showcase call's in preview mode, and `path` with
 * `at` (a local date-time input, read as UTC) choose what the frame shows.
 */
export async function previewView(storefront: Storefront, request: Request): Promise<PreviewView> {
  const url = new URL(request.url);
  const query = Object.fromEntries(queryValues(url.search));
  const host = previewHostLabel(url.host, productionHosts());
  const submitted = Object.prototype.hasOwnProperty.call(query, 'docType');
  const controls = parsePreviewControls(query);
  const rawPath = query.path ?? '';
  const rawAt = query.at ?? '';
  const frame = PAGE_PATH.test(rawPath) && DATE_TIME.test(rawAt) ? { path: rawPath, at: `${rawAt.length === 16 ? `${rawAt}:00` : rawAt}Z` } : null;
  const echo = {
    docType: query.docType?.trim() ?? '', layoutVariant: query.layoutVariant?.trim() ?? '',
    limit: controls.isOk() ? controls.value.limit : DEFAULT_PREVIEW_LIMIT, page: controls.isOk() ? controls.value.page : 1,
  };
  const base = { controls: echo, results: null, numFound: 0, frame, host };
  if (controls.isErr()) return { ...base, error: submitted ? { id: 'preview.errors.docTypeRequired' } : null };
  const docType = contentDocTypeSchema.safeParse(controls.value.docType);
  if (!docType.success) return { ...base, error: { id: 'preview.errors.docTypeUnknown' } };
  const answer = await storefront.content.showcase({ siteId: storefront.site.id, mode: 'pre', route: '/' }, docType.data, showcaseQuery(controls.value) as { layoutVariant?: string; limit: 10 | 20 | 50; offset: number });
  if (answer.isErr()) return { ...base, error: uiMessage(answer.error) };
  return { ...base, error: null, results: answer.value.results, numFound: answer.value.numFound };
}
