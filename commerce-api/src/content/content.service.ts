import { err, ok, ResultAsync, type Result } from 'neverthrow';
import {
  anyRouteMatches, contentDocumentSchema, linkedUrls, linksTo, mergeInheritedSections, pickScheduled, type ArticleSearchResponse,
  type Clock, type ContentArticle, type ContentChildren, type ContentDocType, type ContentDocument, type ContentImportResponse,
  type ContentMenu, type ContentMode, type ContentPage, type ContentPopUps, type ContentSections, type ShowcaseResponse, type SiteId,
} from '@switchback/core';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { ContentRepository, StoredDocument } from './content.repository';

/** Which content a call asks for: the site, live or preview, the preview moment and the route (for -inherited). */
export interface ContentRequest {
  readonly siteId: SiteId;
  readonly mode: ContentMode;
  readonly previewDateTime?: string | undefined;
  readonly route?: string | undefined;
}

export interface ShowcaseOptions { readonly layoutVariant?: string | undefined; readonly limit?: number | undefined; readonly offset?: number | undefined }
export interface ArticleQuery { readonly siteId: SiteId; readonly limit?: number | undefined; readonly offset?: number | undefined; readonly tagId?: string | undefined; readonly exclude?: string | undefined }
export interface ImportItem { readonly file?: string | undefined; readonly document: unknown }

/** §9 "Preview limit options 10, 20, 50 (default 20)"; §9 article default page size 3 (rows × columns, else 3). */
const SHOWCASE_DEFAULT_LIMIT = 20;
const ARTICLE_DEFAULT_LIMIT = 3;

/** Tag labels for the article filter bar: a tag id's words, capitalised (`trail-running` → `Trail running`), per site. */
const TAG_LABELS: Readonly<Record<string, Readonly<Record<'en' | 'fr', string>>>> = {
  'trail-running': { en: 'Trail running', fr: 'Trail' },
  hiking: { en: 'Hiking', fr: 'Randonnée' },
  care: { en: 'Care', fr: 'Entretien' },
  'gear-guides': { en: 'Gear guides', fr: 'Guides matériel' },
  layering: { en: 'Layering', fr: 'Superposition' },
  'family': { en: 'Family', fr: 'En famille' },
};
const tagLabel = (tag: string, siteId: SiteId): string => {
  const known = TAG_LABELS[tag];
  if (known !== undefined) return siteId === 'fr-fr' ? known.fr : known.en;
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The storefront paths that show a document (for the showcase's referrersCount). */
const pathsOf = (doc: ContentDocument): string[] => {
  switch (doc.docType) {
    case 'page': return [`/pages/${doc.key}`];
    case 'article': return [`/articles/${doc.key}`];
    case 'category': return doc.key === 'default' ? [] : [`/c/${doc.key}`];
    case 'product': return doc.key === 'default' ? [] : [`/p/${doc.key}`];
    case 'search': return [`/search`];
    default: return [];
  }
};

const refuse = (field: string, message: string): ResultAsync<never, ApiFailure> =>
  new ResultAsync(Promise.resolve(err({ type: 'InvalidRequest', field, message })));

/** A zod issue path as a block path: `sections.main[2].items[0].variant`. */
export const blockPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out === '' ? String(key) : `${out}.${String(key)}`), '');

/** jsonb cannot hold U+0000: the first string path that does (so the import refuses it as a 400, not a 500). */
const nulPath = (value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const found = k.includes('\u0000') ? [...path, k] : nulPath(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
};

/**
 * Issue 12 §1, storefront-experience §2/§7: the content service. Live shows the version whose schedule holds now (the
 * Clock), preview the one that holds at `previewDateTime` (default now); page-like answers carry the `-inherited`
 * documents' sections whose route patterns match the `route`. Unknown documents: CONTENT_NOT_FOUND.
 */
export class ContentService {
  constructor(private readonly db: Database, private readonly repo: ContentRepository, private readonly clock: Clock) {}

  private at(request: Pick<ContentRequest, 'mode' | 'previewDateTime'>): Date {
    return request.mode === 'pre' && request.previewDateTime !== undefined ? new Date(request.previewDateTime) : this.clock.now();
  }

  private run<T>(work: () => Promise<Result<T, ApiFailure>>): ResultAsync<T, ApiFailure> {
    return new ResultAsync(work());
  }

  /** The version of (site, types, key) that shows at the request's moment. */
  private async current(request: ContentRequest, docTypes: readonly ContentDocType[], key: string): Promise<StoredDocument | undefined> {
    const at = this.at(request);
    const versions = await this.repo.versions(request.siteId, docTypes, key, at);
    return pickScheduled(versions.map((v) => ({ ...v, schedule: v.document.schedule })), at);
  }

  /** Every current document of some types: one version per (docType, key). */
  private async currentOfTypes(request: Pick<ContentRequest, 'siteId' | 'mode' | 'previewDateTime'>, docTypes: readonly ContentDocType[]): Promise<StoredDocument[]> {
    const at = this.at(request);
    const byKey = new Map<string, StoredDocument[]>();
    for (const stored of await this.repo.ofTypes(request.siteId, docTypes, at)) {
      const k = `${stored.document.docType}/${stored.document.key}`;
      byKey.set(k, [...(byKey.get(k) ?? []), stored]);
    }
    return [...byKey.values()].map((versions) => pickScheduled(versions.map((v) => ({ ...v, schedule: v.document.schedule })), at)!)
      .filter((v) => v !== undefined);
  }

  private async page(request: ContentRequest, stored: StoredDocument): Promise<ContentPage> {
    const doc = stored.document;
    const own: ContentSections = 'sections' in doc ? doc.sections : {};
    const inherited = request.route === undefined || doc.docType === 'inherited' ? []
      : (await this.currentOfTypes(request, ['inherited']))
        .filter((i) => i.document.docType === 'inherited' && anyRouteMatches(i.document.routePatterns, request.route))
        .map((i) => ('sections' in i.document ? i.document.sections : {}));
    return {
      id: doc.id,
      docType: doc.docType,
      name: doc.name,
      meta: 'meta' in doc && doc.meta !== undefined ? doc.meta : {},
      sections: mergeInheritedSections(own, inherited),
      ...(doc.docType === 'article' ? { article: doc.article } : {}),
      modificationDate: stored.modificationDate,
    };
  }

  private pageOf(request: ContentRequest, docTypes: readonly ContentDocType[], keys: readonly string[], field: string): ResultAsync<ContentPage, ApiFailure> {
    return this.run(async () => {
      for (const key of keys) {
        const stored = await this.current(request, docTypes, key);
        if (stored !== undefined) return ok(await this.page(request, stored));
      }
      return err({ type: 'ContentNotFound', field });
    });
  }

  augmentedPage(request: ContentRequest, page: string): ResultAsync<ContentPage, ApiFailure> {
    return this.pageOf(request, ['augmentedpage'], [page], 'page');
  }

  /** A content page or an article, by its slug. */
  contentPage(request: ContentRequest, page: string): ResultAsync<ContentPage, ApiFailure> {
    return this.pageOf(request, ['page', 'article'], [page], 'page');
  }

  /** The category's own document, else the `default` category document. */
  category(request: ContentRequest, categoryId: string): ResultAsync<ContentPage, ApiFailure> {
    return this.pageOf(request, ['category'], [categoryId, 'default'], 'categoryId');
  }

  product(request: ContentRequest, productId: string): ResultAsync<ContentPage, ApiFailure> {
    return this.pageOf(request, ['product'], [productId, 'default'], 'productId');
  }

  search(request: ContentRequest, searchType: string): ResultAsync<ContentPage, ApiFailure> {
    return this.pageOf(request, ['search'], [searchType], 'searchType');
  }

  footer(request: ContentRequest): ResultAsync<ContentPage, ApiFailure> {
    return this.pageOf({ ...request, route: undefined }, ['footer'], ['default'], 'siteId');
  }

  fragment(request: ContentRequest, fragmentId: string): ResultAsync<ContentPage, ApiFailure> {
    return this.pageOf({ ...request, route: undefined }, ['fragment'], [fragmentId], 'fragmentId');
  }

  menu(request: ContentRequest): ResultAsync<ContentMenu, ApiFailure> {
    return this.run(async () => {
      const stored = await this.current(request, ['menu'], 'default');
      if (stored === undefined || stored.document.docType !== 'menu') return err({ type: 'ContentNotFound', field: 'siteId' });
      return ok({ id: stored.document.id, entries: stored.document.entries, modificationDate: stored.modificationDate });
    });
  }

  /** The site's current pop-ups in id order (the pop-up manager shows the first not dismissed). */
  popUps(request: ContentRequest): ResultAsync<ContentPopUps, ApiFailure> {
    return this.run(async () => {
      const docs = (await this.currentOfTypes(request, ['popup'])).map((s) => s.document);
      docs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return ok({ popups: docs.flatMap((d) => (d.docType === 'popup' ? [d.popUp] : [])) });
    });
  }

  children(request: ContentRequest, parentPageSlug: string): ResultAsync<ContentChildren, ApiFailure> {
    return this.run(async () => {
      const at = this.at(request);
      const rows = await this.repo.children(request.siteId, parentPageSlug, at);
      const byKey = new Map<string, StoredDocument[]>();
      for (const row of rows) byKey.set(row.document.key, [...(byKey.get(row.document.key) ?? []), row]);
      const children = [...byKey.values()]
        .map((versions) => pickScheduled(versions.map((v) => ({ ...v, schedule: v.document.schedule })), at))
        .flatMap((v) => (v === undefined ? [] : [v.document]))
        .map((d) => ({ key: d.key, name: d.name, ...('meta' in d && d.meta?.title !== undefined ? { title: d.meta.title } : {}) }));
      if (children.length === 0 && (await this.current(request, ['page', 'article'], parentPageSlug)) === undefined) {
        return err({ type: 'ContentNotFound', field: 'parentPageSlug' });
      }
      return ok({ children });
    });
  }

  /**
   * §3 showcase: the current documents of a type (newest change first), `layoutVariant` keeping those with a block of
   * that variant (or type); referrersCount is the number of other current documents of the site linking to its page.
   */
  showcase(request: ContentRequest, docType: ContentDocType, options: ShowcaseOptions): ResultAsync<ShowcaseResponse, ApiFailure> {
    return this.run(async () => {
      const all = await this.currentOfTypes(request, ['page', 'augmentedpage', 'category', 'product', 'search', 'footer', 'fragment', 'inherited', 'menu', 'popup', 'article']);
      const links = all.map((s) => ({ id: s.document.id, urls: linkedUrls('sections' in s.document ? s.document.sections : 'entries' in s.document ? s.document.entries : s.document) }));
      const hasVariant = (doc: ContentDocument, variant: string): boolean => {
        let found = false;
        const walk = (v: unknown): void => {
          if (found) return;
          if (Array.isArray(v)) v.forEach(walk);
          else if (typeof v === 'object' && v !== null) {
            const o = v as Record<string, unknown>;
            if (typeof o['type'] === 'string' && (o['variant'] === variant || o['type'] === variant)) found = true;
            Object.values(o).forEach(walk);
          }
        };
        walk(doc);
        return found;
      };
      const matching = all.filter((s) => s.document.docType === docType && (options.layoutVariant === undefined || hasVariant(s.document, options.layoutVariant)))
        .sort((a, b) => (a.modificationDate < b.modificationDate ? 1 : a.modificationDate > b.modificationDate ? -1 : a.document.id.localeCompare(b.document.id)));
      const offset = options.offset ?? 0;
      const limit = options.limit ?? SHOWCASE_DEFAULT_LIMIT;
      return ok({
        numFound: matching.length,
        results: matching.slice(offset, offset + limit).map((s) => {
          const paths = pathsOf(s.document);
          return {
            id: s.document.id,
            name: s.document.name,
            docType: s.document.docType,
            referrersCount: paths.length === 0 ? 0 : links.filter((l) => l.id !== s.document.id && linksTo(l.urls, paths)).length,
            modificationDate: s.modificationDate,
          };
        }),
      });
    });
  }

  /** §3 article search: the site's live articles, newest first, by tag, without `exclude`; the facets are every tag. */
  articles(query: ArticleQuery): ResultAsync<ArticleSearchResponse, ApiFailure> {
    return this.run(async () => {
      const docs = (await this.currentOfTypes({ siteId: query.siteId, mode: 'live' }, ['article'])).flatMap((s) => (s.document.docType === 'article' ? [s.document] : []));
      docs.sort((a, b) => (a.article.publishedAt < b.article.publishedAt ? 1 : a.article.publishedAt > b.article.publishedAt ? -1 : a.key.localeCompare(b.key)));
      const tags = [...new Set(docs.flatMap((d) => d.article.tags))].sort();
      const matching = docs.filter((d) => d.key !== query.exclude && (query.tagId === undefined || d.article.tags.includes(query.tagId)));
      const offset = query.offset ?? 0;
      const limit = query.limit ?? ARTICLE_DEFAULT_LIMIT;
      const articles: ContentArticle[] = matching.slice(offset, offset + limit).map((d) => ({
        id: d.id,
        title: d.article.title,
        url: `/articles/${d.key}`,
        picture: d.article.picture,
        tags: d.article.tags,
        ...(d.article.eyebrow !== undefined ? { eyebrow: d.article.eyebrow } : {}),
      }));
      return ok({ articles, numFound: matching.length, facets: tags.map((id) => ({ id, label: tagLabel(id, query.siteId) })) });
    });
  }

  /** Authoring: every document as stored (of a site, or of all). */
  exportDocuments(siteId?: SiteId): ResultAsync<ContentDocument[], ApiFailure> {
    return this.run(async () => ok((await this.repo.all(siteId)).map((s) => s.document)));
  }

  /**
   * Authoring: validate every document (contentDocumentSchema; the first refusal names its file, document, block path
   * and reason), then write them all in one transaction, imports one at a time; overlapping schedules of one
   * (site, docType, key) refuse the whole import. `dryRun` does the same and rolls back.
   */
  importDocuments(items: readonly ImportItem[], dryRun: boolean): ResultAsync<ContentImportResponse, ApiFailure> {
    const valid: ContentDocument[] = [];
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      const where = `${item.file ?? `documents[${index}]`}${typeof (item.document as { id?: unknown } | null)?.id === 'string' ? ` (${(item.document as { id: string }).id})` : ''}`;
      const nul = nulPath(item.document);
      if (nul !== undefined) return refuse(`documents[${index}].document.${blockPath(nul)}`, `${where}: ${blockPath(nul)}: text may not contain U+0000`);
      const parsed = contentDocumentSchema.safeParse(item.document);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const path = blockPath(issue.path);
        const reason = issue.code === 'unrecognized_keys' ? `unknown field "${issue.keys[0] ?? ''}"` : issue.message;
        return refuse(`documents[${index}].document${path === '' ? '' : `.${path}`}`, `${where}: ${path === '' ? 'document' : path}: ${reason}`);
      }
      const key = `${parsed.data.siteId}/${parsed.data.id}`;
      if (seen.has(key)) {
        return refuse(`documents[${index}].document.id`, `${where}: id: document ${key} appears twice in this import`);
      }
      seen.add(key);
      valid.push(parsed.data);
    }
    const byDocType: Partial<Record<ContentDocType, number>> = {};
    for (const doc of valid) byDocType[doc.docType] = (byDocType[doc.docType] ?? 0) + 1;
    type Outcome = ApiFailure | { readonly type: 'DryRun'; readonly summary: ContentImportResponse };
    const work = this.db.transaction<ContentImportResponse, Outcome>(async () => {
      await this.repo.lockForImport();
      const written = await this.repo.write(valid, this.clock.now());
      const overlap = await this.repo.firstOverlap();
      if (overlap !== undefined) {
        return err({ type: 'InvalidRequest', field: 'documents', message: `${overlap.siteId}: documents ${overlap.ids[0]} and ${overlap.ids[1]} (${overlap.docType} ${overlap.key}): schedule: their schedules overlap` });
      }
      const summary = { dryRun, ...written, byDocType };
      return dryRun ? err({ type: 'DryRun', summary }) : ok(summary);
    });
    return new ResultAsync(work.then((result) => result.orElse((outcome) => (outcome.type === 'DryRun' ? ok(outcome.summary) : err(outcome)))));
  }
}
