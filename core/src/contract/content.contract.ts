import { z } from 'zod';
import { categoryIdSchema, productIdSchema, siteIdSchema } from './common.contract';
import { SEGMENT_CONDITIONS } from '../experimentation/segmentation.rules';

/**
 * Issue 12 §1, storefront-experience §2/§3: the content service's typed blocks. One schema per block type, shared by
 * commerce-api (stores and serves them), the storefront (renders them) and the recordings; `content import` refuses
 * a document this schema refuses, naming the block path and the reason.
 *
 * Text is plain text. `richText` (and `titleHtml` / `subtitleHtml`) is a small Markdown subset, never HTML:
 * paragraphs separated by a blank line, `**bold**`, `*italic*`, `[text](url)`, lines starting `- ` as a list and `## ` as
 * a heading. The storefront turns it into elements itself (no `dangerouslySetInnerHTML`).
 */

const text = (max: number) => z.string().trim().min(1).max(max);
/** A link target: a site-relative path (`/c/…`, `/p/…`, `/pages/…`; the storefront adds the locale), or an https URL. */
export const contentUrlSchema = z.string().max(500).regex(/^(\/[^\s]*|https:\/\/[^\s]+|#[A-Za-z][\w-]*)$/, 'a path starting with /, an https:// URL or a #anchor');
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$|^(primary|secondary|inverse|accent|muted)$/, 'a #rgb / #rrggbb colour or a theme colour name');
export const breakpointSchema = z.enum(['sm', 'md', 'lg']);
export type ContentBreakpoint = z.infer<typeof breakpointSchema>;

/** An image with its intrinsic size (so the page reserves its box: no layout shift). */
export const contentImageSchema = z.object({
  kind: z.literal('image'),
  url: contentUrlSchema,
  alt: z.string().max(300),
  width: z.number().int().min(1).max(8000),
  height: z.number().int().min(1).max(8000),
});
export type ContentImage = z.infer<typeof contentImageSchema>;
/** A video: a file (`url`, mp4/webm) or a video-hosting link (YouTube, Vimeo: the embedded player), with a poster. */
export const contentVideoSchema = z.object({
  kind: z.literal('video'),
  url: contentUrlSchema,
  poster: contentImageSchema.optional(),
  title: text(200),
  width: z.number().int().min(1).max(8000),
  height: z.number().int().min(1).max(8000),
});
export type ContentVideo = z.infer<typeof contentVideoSchema>;
export const mediaItemSchema = z.discriminatedUnion('kind', [contentImageSchema, contentVideoSchema]);
export type MediaItem = z.infer<typeof mediaItemSchema>;
/** Per breakpoint media; `sm` is required, md and lg fall back to the smaller one. */
export const responsiveMediaSchema = z.object({ sm: mediaItemSchema, md: mediaItemSchema.optional(), lg: mediaItemSchema.optional() });
export type ResponsiveMedia = z.infer<typeof responsiveMediaSchema>;

export const targetSchema = z.object({
  text: text(120),
  url: contentUrlSchema,
  style: z.enum(['primary', 'secondary', 'tertiary', 'link']).optional(),
  size: z.enum(['small', 'medium', 'large']).optional(),
  /** Opens in a new tab (an https URL only). */
  targetAttribute: z.enum(['_self', '_blank']).optional(),
});
export type ContentTarget = z.infer<typeof targetSchema>;

const promotionTrackingSchema = z.object({ creativeName: text(100), promotionId: text(100), promotionName: text(100) });
const captionSchema = z.object({
  text: text(200),
  position: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']).optional(),
  style: z.enum(['default', 'small']).optional(),
  color: colorSchema.optional(),
});
const layoutSchema = z.enum(['overlay', 'overlay-top', 'overlay-bottom', 'below-1media', 'below-2media']);
const alignmentSchema = z.enum(['left', 'center', 'right']);

/** §3 content block, common fields. Every block has `type` and `id` (unique in its document); the rest is optional. */
const commonFields = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'block id is lower-case letters, digits and -'),
  name: z.string().max(120).optional(),
  title: z.string().max(200).optional(),
  titleHtml: z.string().max(400).optional(),
  titleColor: colorSchema.optional(),
  titleStyle: z.enum(['display', 'heading', 'subheading']).optional(),
  subtitle: z.string().max(300).optional(),
  subtitleHtml: z.string().max(600).optional(),
  subtitleColor: colorSchema.optional(),
  subtitleStyle: z.enum(['default', 'large', 'small']).optional(),
  richText: z.string().max(20_000).optional(),
  richTextColor: colorSchema.optional(),
  richTextBelowTargets: z.boolean().optional(),
  backgroundColor: colorSchema.optional(),
  hideTitle: z.boolean().optional(),
  titleH1: z.boolean().optional(),
  eyebrowText: z.string().max(80).optional(),
  eyebrowLogo: contentImageSchema.optional(),
  overline: z.string().max(80).optional(),
  caption: captionSchema.optional(),
  badge: z.object({ url: contentUrlSchema, alt: z.string().max(120) }).optional(),
  media: responsiveMediaSchema.optional(),
  mediaList: z.array(responsiveMediaSchema).max(12).optional(),
  mediaTarget: z.object({ url: contentUrlSchema, targetAttribute: z.enum(['_self', '_blank']).optional() }).optional(),
  targets: z.array(targetSchema).max(8).optional(),
  linkType: z.enum(['No-CTA', 'CTA']).optional(),
  equalTargetSize: z.boolean().optional(),
  gradientStyle: z.enum(['full', 'focused', 'off']).optional(),
  gradientTone: z.enum(['dark', 'light']).optional(),
  gradientBreakpoints: z.array(breakpointSchema).optional(),
  promotionTracking: promotionTrackingSchema.optional(),
  hideOnBreakpoint: z.array(breakpointSchema).optional(),
  bottomMargins: z.enum(['none', 'small', 'medium', 'large']).optional(),
  isFullWidth: z.boolean().optional(),
  isFullHeight: z.boolean().optional(),
  responsiveLayout: z.object({
    sm: z.object({ layout: layoutSchema.optional(), alignment: alignmentSchema.optional() }).optional(),
    md: z.object({ layout: layoutSchema.optional(), alignment: alignmentSchema.optional() }).optional(),
    lg: z.object({ layout: layoutSchema.optional(), alignment: alignmentSchema.optional() }).optional(),
  }).optional(),
};

const slideSettingsSchema = z.object({
  type: z.enum(['carousel', 'grid']),
  /** 'auto' is 100 % divided by the item count (§9). */
  slideWidth: z.union([z.literal('auto'), z.number().min(5).max(100)]).optional(),
  slideMaxWidth: z.string().max(20).optional(),
  slidePadding: z.enum(['none', 'small', 'medium', 'large']).optional(),
  margin: z.enum(['none', 'small', 'medium', 'large']).optional(),
  autoplay: z.boolean().optional(),
  /** Seconds; the carousel interval is this × 1000 (§9). */
  autorotateTime: z.number().min(1).max(60).optional(),
  loop: z.boolean().optional(),
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  showProgress: z.boolean().optional(),
});

const iconAndTextItemSchema = z.object({
  icon: contentImageSchema,
  richText: z.string().max(2000),
  target: targetSchema.optional(),
  backgroundColor: colorSchema.optional(),
  textColor: colorSchema.optional(),
});

/** §3 event sign-up (inside a dialog of variant event-signup, or on its own). */
export const eventSignUpSchema = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: text(200),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  enablePlusOne: z.boolean(),
  richText: z.string().max(4000).optional(),
  submitCtaLabel: text(60),
  confirmationTitle: text(200),
  confirmationSubtitle: z.string().max(400).optional(),
});
export type EventSignUp = z.infer<typeof eventSignUpSchema>;

/** §6 segmentation conditions, each with its non- counterpart (core/src/experimentation/segmentation.rules.ts). */
export const segmentConditionSchema = z.enum(SEGMENT_CONDITIONS);

const blockTypes = {
  banner: z.object({ ...commonFields, type: z.literal('banner'), variant: z.enum(['below-image', 'espot', 'standard', 'overlay', 'split', 'thin']), splitWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]).optional(), overlayWidth: z.enum(['xs', 'sm', 'md', 'lg']).optional() }),
  hero: z.object({ ...commonFields, type: z.literal('hero'), variant: z.enum(['standard', 'block-below', 'product-overlay']), productId: productIdSchema.optional() }),
  'menu-tile': z.object({ ...commonFields, type: z.literal('menu-tile') }),
  'category-card': z.object({ ...commonFields, type: z.literal('category-card'), categoryId: categoryIdSchema.optional() }),
  'linked-card': z.object({ ...commonFields, type: z.literal('linked-card') }),
  'multi-link-card': z.object({ ...commonFields, type: z.literal('multi-link-card') }),
  picture: z.object({ ...commonFields, type: z.literal('picture') }),
  pictures: z.object({ ...commonFields, type: z.literal('pictures') }),
  spacer: z.object({ ...commonFields, type: z.literal('spacer'), size: z.enum(['small', 'medium', 'large']) }),
  'benefit-bar': z.object({ ...commonFields, type: z.literal('benefit-bar'), logo: contentImageSchema.optional(), backgroundImage: contentImageSchema.optional(), alignment: alignmentSchema.optional(), infoIcon: z.boolean().optional(), showCloseButton: z.boolean() }),
  'secondary-navigation': z.object({ ...commonFields, type: z.literal('secondary-navigation'), alignment: alignmentSchema.optional(), divider: z.boolean().optional() }),
  'icon-and-text': z.object({ ...commonFields, type: z.literal('icon-and-text'), iconAndText: z.array(iconAndTextItemSchema).min(1).max(12), iconSize: z.enum(['small', 'medium', 'large']).optional(), variant: z.enum(['icon-left', 'icon-above-text', 'one-column']) }),
  'vertical-list': z.object({ ...commonFields, type: z.literal('vertical-list'), items: z.array(z.object({ title: text(120), richText: z.string().max(2000).optional(), media: responsiveMediaSchema, target: targetSchema.optional() })).min(1).max(12) }),
  'cta-button': z.object({ ...commonFields, type: z.literal('cta-button'), target: targetSchema }),
  'button-collection': z.object({ ...commonFields, type: z.literal('button-collection') }),
  video: z.object({ ...commonFields, type: z.literal('video'), playerSettings: z.object({ autoplay: z.boolean().optional(), hideControls: z.boolean().optional(), loop: z.boolean().optional(), muted: z.boolean().optional() }).optional(), cloudinaryAsset: z.object({ cloudName: text(100), publicId: text(200) }).optional(), tracks: z.array(z.object({ src: contentUrlSchema, srclang: z.string().regex(/^[a-z]{2}$/), label: text(60), kind: z.enum(['captions', 'subtitles']) })).optional(), paddings: z.boolean().optional() }),
  ugc: z.object({ ...commonFields, type: z.literal('ugc'), containerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), filter: z.string().max(200).optional() }),
  anchor: z.object({ ...commonFields, type: z.literal('anchor'), anchorId: z.string().regex(/^[A-Za-z][\w-]{0,63}$/) }),
  'rich-text': z.object({ ...commonFields, type: z.literal('rich-text') }),
  'footer-item': z.object({ ...commonFields, type: z.literal('footer-item') }),
  /** Two providers: the recommendations call (similar, often bought together, a cart's) and the upsell list. */
  'product-recommendations': z.object({ ...commonFields, type: z.literal('product-recommendations'), provider: z.enum(['similar', 'often-bought-together', 'cart', 'popular', 'upsell']), variant: z.enum(['3', '5', '6', 'search-hub']).optional(), productIds: z.array(productIdSchema).max(24).optional() }),
  'promo-message': z.object({ ...commonFields, type: z.literal('promo-message'), items: z.array(text(200)).max(6) }),
  'article-grid': z.object({ ...commonFields, type: z.literal('article-grid'), rows: z.number().int().min(1).max(6).optional(), columns: z.number().int().min(1).max(4).optional(), tagIds: z.array(z.string().max(64)).max(20).optional(), showFilterBar: z.boolean().optional() }),
  'related-articles': z.object({ ...commonFields, type: z.literal('related-articles') }),
  'newsletter-form': z.object({ ...commonFields, type: z.literal('newsletter-form') }),
  'sign-up-form': z.object({ ...commonFields, type: z.literal('sign-up-form'), variant: z.enum(['default', 'loyalty']) }),
  'loyalty-benefits': z.object({ ...commonFields, type: z.literal('loyalty-benefits') }),
  'sms-opt-in': z.object({ ...commonFields, type: z.literal('sms-opt-in') }),
  'loyalty-enrolment': z.object({ ...commonFields, type: z.literal('loyalty-enrolment') }),
  interests: z.object({ ...commonFields, type: z.literal('interests') }),
  'event-sign-up': z.object({ ...commonFields, type: z.literal('event-sign-up'), event: eventSignUpSchema }),
} as const;

/** Blocks that hold blocks (collections, accordions, dialogs, the personalisation wrappers): their own fields here. */
const collectionFields = z.object({
  ...commonFields,
  type: z.literal('collection'),
  breakpoints: z.object({ sm: slideSettingsSchema, md: slideSettingsSchema.optional(), lg: slideSettingsSchema.optional() }),
  variant: z.enum(['threeCardGrid', 'highlightCenter']).optional(),
  alignment: alignmentSchema.optional(),
});
const accordionFields = z.object({ ...commonFields, type: z.literal('accordion') });
const accordionItemFields = z.object({ title: text(200), richText: z.string().max(10_000).optional() });
const dialogFields = z.object({
  ...commonFields,
  type: z.literal('dialog'),
  /** The button that opens it (a link to the dialog's own page without JavaScript). */
  openLabel: text(80),
  mediaPosition: z.enum(['top', 'body', 'left-normal', 'left-large']).optional(),
  alignment: alignmentSchema.optional(),
  newsletterForm: z.boolean().optional(),
  variant: z.enum(['default', 'event-signup']).optional(),
  event: eventSignUpSchema.optional(),
  playerSettings: z.object({ autoplay: z.boolean().optional(), muted: z.boolean().optional() }).optional(),
});
const experienceFields = z.object({
  ...commonFields,
  type: z.literal('experience'),
  /** The last underscore-separated segment is the decision key. */
  experienceId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  trackingEvent: z.string().max(100).optional(),
});
const experienceVariantFields = z.object({ name: text(100), variantId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
const segmentationFields = z.object({ ...commonFields, type: z.literal('segmentation') });
const filterByFields = z.object({
  ...commonFields,
  type: z.literal('filter-by'),
  variant: z.enum(['bySku', 'byCategory']),
  filterBy: z.array(z.string().min(1).max(64)).min(1).max(100),
  operator: z.enum(['IN', 'NOT IN']),
});

// Only its type is used (the recursive union below lists the same schemas).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const leafBlockSchema = z.discriminatedUnion('type', [blockTypes['banner'], blockTypes['hero'], blockTypes['menu-tile'], blockTypes['category-card'], blockTypes['linked-card'], blockTypes['multi-link-card'], blockTypes['picture'], blockTypes['pictures'], blockTypes['spacer'], blockTypes['benefit-bar'], blockTypes['secondary-navigation'], blockTypes['icon-and-text'], blockTypes['vertical-list'], blockTypes['cta-button'], blockTypes['button-collection'], blockTypes['video'], blockTypes['ugc'], blockTypes['anchor'], blockTypes['rich-text'], blockTypes['footer-item'], blockTypes['product-recommendations'], blockTypes['promo-message'], blockTypes['article-grid'], blockTypes['related-articles'], blockTypes['newsletter-form'], blockTypes['sign-up-form'], blockTypes['loyalty-benefits'], blockTypes['sms-opt-in'], blockTypes['loyalty-enrolment'], blockTypes['interests'], blockTypes['event-sign-up']]);
type LeafBlock = z.infer<typeof leafBlockSchema>;
export type CollectionBlock = z.infer<typeof collectionFields> & { readonly items: readonly ContentBlock[] };
export type AccordionBlock = z.infer<typeof accordionFields> & { readonly items: readonly (z.infer<typeof accordionItemFields> & { readonly blocks?: readonly ContentBlock[] | undefined })[] };
export type DialogBlock = z.infer<typeof dialogFields> & { readonly blocks?: readonly ContentBlock[] | undefined };
export type ExperienceBlock = z.infer<typeof experienceFields> & {
  readonly baselines: readonly ContentBlock[];
  readonly variants: readonly (z.infer<typeof experienceVariantFields> & { readonly blocks: readonly ContentBlock[] })[];
};
export type SegmentationBlock = z.infer<typeof segmentationFields> & {
  readonly segments: readonly { readonly id: z.infer<typeof segmentConditionSchema>; readonly blocks: readonly ContentBlock[] }[];
  readonly baselines: readonly ContentBlock[];
};
export type FilterByBlock = z.infer<typeof filterByFields> & { readonly components: readonly ContentBlock[] };
export type ContentBlock = LeafBlock | CollectionBlock | AccordionBlock | DialogBlock | ExperienceBlock | SegmentationBlock | FilterByBlock;

const blocks = (max: number): z.ZodType<ContentBlock[]> => z.array(z.lazy(() => contentBlockSchema)).max(max);
export const contentBlockSchema: z.ZodType<ContentBlock> = z.lazy(() => z.discriminatedUnion('type', [
  blockTypes['banner'], blockTypes['hero'], blockTypes['menu-tile'], blockTypes['category-card'], blockTypes['linked-card'], blockTypes['multi-link-card'], blockTypes['picture'], blockTypes['pictures'], blockTypes['spacer'], blockTypes['benefit-bar'], blockTypes['secondary-navigation'], blockTypes['icon-and-text'], blockTypes['vertical-list'], blockTypes['cta-button'], blockTypes['button-collection'], blockTypes['video'], blockTypes['ugc'], blockTypes['anchor'], blockTypes['rich-text'], blockTypes['footer-item'], blockTypes['product-recommendations'], blockTypes['promo-message'], blockTypes['article-grid'], blockTypes['related-articles'], blockTypes['newsletter-form'], blockTypes['sign-up-form'], blockTypes['loyalty-benefits'], blockTypes['sms-opt-in'], blockTypes['loyalty-enrolment'], blockTypes['interests'], blockTypes['event-sign-up'],
  collectionFields.extend({ items: blocks(24) }),
  accordionFields.extend({ items: z.array(accordionItemFields.extend({ blocks: blocks(12).optional() })).min(1).max(40) }),
  dialogFields.extend({ blocks: blocks(12).optional() }),
  experienceFields.extend({ baselines: blocks(12), variants: z.array(experienceVariantFields.extend({ blocks: blocks(12) })).max(8) }),
  segmentationFields.extend({ segments: z.array(z.object({ id: segmentConditionSchema, blocks: blocks(12) })).max(16), baselines: blocks(12) }),
  filterByFields.extend({ components: blocks(12) }),
]));
export type ContentBlockType = ContentBlock['type'];
export type BlockOf<T extends ContentBlockType> = Extract<ContentBlock, { type: T }>;
/** Every block type, for exhaustive renderers and tests. */
export const CONTENT_BLOCK_TYPES = [
  ...Object.keys(blockTypes), 'collection', 'accordion', 'dialog', 'experience', 'segmentation', 'filter-by',
] as readonly ContentBlockType[];

/** §3 pop-up (served by the popups call, shown by the pop-up manager). */
export const popUpSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  name: text(120),
  /** Milliseconds before it expands (default 2000, §9). */
  delay: z.number().int().min(0).max(60_000).optional(),
  title: text(200),
  minimizedTitle: z.string().max(80).optional(),
  maximizedTitle: z.string().max(200).optional(),
  richText: z.string().max(4000).optional(),
  logo: contentImageSchema.optional(),
  logoSize: z.enum(['small', 'large']).optional(),
  disclaimer: z.string().max(1000).optional(),
  targets: z.array(targetSchema).max(4).optional(),
  newsletterForm: z.boolean().optional(),
  /** Routes it shows on (path patterns after the locale, `*` a wildcard); none: every page. */
  routes: z.array(z.string().max(200)).max(20).optional(),
});
export type ContentPopUp = z.infer<typeof popUpSchema>;

/** §3 mega-menu entry: level 1 (top bar) holds level-2 columns holding level-3 links. */
const menuLinkSchema = z.object({ id: z.string().max(64), title: text(120), target: targetSchema.optional(), url: contentUrlSchema });
export const megaMenuEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  title: text(120),
  titleHtml: z.string().max(240).optional(),
  target: targetSchema.optional(),
  url: contentUrlSchema,
  columns: z.array(z.object({ ...menuLinkSchema.shape, children: z.array(menuLinkSchema).max(30) })).max(8),
  menuBanner: z.object({ media: responsiveMediaSchema, title: z.string().max(120).optional(), target: targetSchema.optional() }).optional(),
  visualSelectors: z.array(z.object({ title: text(60), image: contentImageSchema, url: contentUrlSchema })).max(8).optional(),
  visualSelectorsTitle: z.string().max(80).optional(),
  menuStyle: z.enum(['default', 'highlight', 'sale']).optional(),
  menuIcon: contentImageSchema.optional(),
  hideShopAll: z.object({ sm: z.boolean().optional(), lg: z.boolean().optional() }).optional(),
  overrideShopAll: targetSchema.optional(),
  titleVisibility: z.enum(['always', 'desktop', 'mobile']).optional(),
});
export type MegaMenuEntry = z.infer<typeof megaMenuEntrySchema>;

/** §3 article (docType article): its card fields and its body. */
export const articleFieldsSchema = z.object({
  title: text(200),
  picture: z.object({ url: contentUrlSchema, alt: z.string().max(300), width: z.number().int().min(1), height: z.number().int().min(1) }),
  tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/)).max(12),
  eyebrow: z.string().max(80).optional(),
  publishedAt: z.iso.date(),
});

/** A section name: `lazy` in it loads after the page; ending `-inherited` merges into pages whose route matches. */
export const sectionNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'section name is lower-case letters, digits and -');
export const contentSectionsSchema = z.record(sectionNameSchema, z.array(contentBlockSchema).max(60));
export type ContentSections = z.infer<typeof contentSectionsSchema>;

export const contentDocTypeSchema = z.enum([
  'page', 'augmentedpage', 'category', 'product', 'search', 'footer', 'fragment', 'inherited', 'menu', 'popup', 'article',
]);
export type ContentDocType = z.infer<typeof contentDocTypeSchema>;

const scheduleSchema = z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() })
  .refine((s) => s.from === undefined || s.to === undefined || Date.parse(s.from) < Date.parse(s.to), { message: 'schedule.from must be before schedule.to', path: ['to'] });
const metaSchema = z.object({ title: z.string().max(120).optional(), description: z.string().max(300).optional() });

const documentFields = {
  /** Unique per site: lower-case letters, digits and -. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'document id is lower-case letters, digits and -'),
  siteId: siteIdSchema,
  /** What the document is for: a page slug, a category id, a product id, a search type, a fragment id, 'default'. */
  key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'key is letters, digits, _ and -'),
  name: text(200),
  schedule: scheduleSchema.optional(),
};

/** The authored form (what `content export` writes and `content import` reads, one JSON file per document). */
export const contentDocumentSchema = z.discriminatedUnion('docType', [
  z.object({
    ...documentFields,
    docType: z.enum(['page', 'augmentedpage', 'category', 'product', 'search', 'footer', 'fragment', 'inherited']),
    meta: metaSchema.optional(),
    /** Parent page slug (the children call); `inherited` documents: the route patterns they merge into. */
    parent: z.string().max(100).optional(),
    routePatterns: z.array(z.string().max(200)).max(20).optional(),
    sections: contentSectionsSchema,
  }),
  z.object({ ...documentFields, docType: z.literal('menu'), entries: z.array(megaMenuEntrySchema).max(12) }),
  z.object({ ...documentFields, docType: z.literal('popup'), popUp: popUpSchema }),
  z.object({ ...documentFields, docType: z.literal('article'), meta: metaSchema.optional(), article: articleFieldsSchema, sections: contentSectionsSchema }),
]);
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** §2 mode: live, or preview (`/pre`): preview shows what is scheduled at `previewDateTime`. */
export const contentModeSchema = z.enum(['live', 'pre']);
export type ContentMode = z.infer<typeof contentModeSchema>;
export const contentQuerySchema = z.object({
  locale: z.string().optional(),
  /** Preview only: the moment to show (ISO 8601); live ignores it. */
  previewDateTime: z.iso.datetime({ offset: true }).optional(),
  /** The path the page is served at (after the locale), for `-inherited` sections' route patterns. */
  route: z.string().max(300).optional(),
  cms: z.string().max(40).optional(),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** The answer of a page-like call (augmentedpage, page, category, product, search, footer, fragment). */
export const contentPageSchema = z.object({
  id: z.string(),
  docType: contentDocTypeSchema,
  name: z.string(),
  meta: metaSchema,
  sections: contentSectionsSchema,
  /** Article pages only. */
  article: articleFieldsSchema.optional(),
  modificationDate: z.iso.datetime({ offset: true }),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentMenuSchema = z.object({ id: z.string(), entries: z.array(megaMenuEntrySchema), modificationDate: z.iso.datetime({ offset: true }) });
export type ContentMenu = z.infer<typeof contentMenuSchema>;
export const contentPopUpsSchema = z.object({ popups: z.array(popUpSchema) });
export type ContentPopUps = z.infer<typeof contentPopUpsSchema>;
export const contentChildrenSchema = z.object({ children: z.array(z.object({ key: z.string(), name: z.string(), title: z.string().optional() })) });
export type ContentChildren = z.infer<typeof contentChildrenSchema>;
/** §3 preview result. */
export const showcaseQuerySchema = contentQuerySchema.extend({
  layoutVariant: z.string().max(60).optional(),
  limit: z.coerce.number().int().refine((n) => n === 10 || n === 20 || n === 50, 'limit is 10, 20 or 50').optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const showcaseResponseSchema = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string(), docType: contentDocTypeSchema, referrersCount: z.number().int().min(0), modificationDate: z.iso.datetime({ offset: true }) })),
  numFound: z.number().int().min(0),
});
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;

/** §3 article search (limit, offset, tagId). */
export const articleSearchQuerySchema = z.object({
  locale: z.string().optional(),
  siteId: siteIdSchema,
  limit: z.coerce.number().int().min(1).max(50).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
  tagId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
  /** Related articles: leave this one out. */
  exclude: z.string().max(100).optional(),
});
export type ContentArticleSearchQuery = z.infer<typeof articleSearchQuerySchema>;
export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The article's path after the locale (`/articles/{key}`). */
  url: z.string(),
  picture: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  tags: z.array(z.string()),
  eyebrow: z.string().optional(),
});
export type ContentArticle = z.infer<typeof articleSchema>;
export const articleSearchResponseSchema = z.object({
  articles: z.array(articleSchema),
  numFound: z.number().int().min(0),
  /** Every tag of the site's articles with its label, for the filter bar. */
  facets: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;

const siteParam = { mode: contentModeSchema, siteId: siteIdSchema };
const keyParam = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'letters, digits, _ and -');
export const contentParams = {
  site: z.object(siteParam),
  page: z.object({ ...siteParam, page: keyParam }),
  category: z.object({ ...siteParam, categoryId: categoryIdSchema }),
  product: z.object({ ...siteParam, productId: productIdSchema }),
  search: z.object({ ...siteParam, searchType: keyParam }),
  children: z.object({ ...siteParam, parentPageSlug: keyParam }),
  showcase: z.object({ ...siteParam, docType: contentDocTypeSchema }),
  fragment: z.object({ mode: contentModeSchema, fragmentId: keyParam }),
};
export const fragmentQuerySchema = contentQuerySchema.extend({ siteId: siteIdSchema });
export const contentSearchQuerySchema = contentQuerySchema.extend({ q: z.string().max(200).optional() });
