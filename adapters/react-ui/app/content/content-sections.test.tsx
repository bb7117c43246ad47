import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, Outlet } from 'react-router';
import { siteById, CONTENT_BLOCK_TYPES, contentBlockSchema, contentPageSchema, type ContentBlock, type ContentPage } from '@switchback/core';
import enUs from '../i18n/messages/en-us.json';
import { ContentSections, type PageContentData } from './content-sections.component';
import { HOME_CONTENT, PRIVACY_CONTENT } from './content.fixtures';
import { hasSections } from './content-placement';

const EN_US = siteById('en-us')!;
const render = (page: ContentPage, options: { placement?: 'main' | 'lazy' | 'all'; path?: string; priority?: boolean } = {}) => {
  const content: PageContentData = { page, siteId: 'en-us', path: options.path ?? '/', rails: {} };
  // A data router (no loaders): form blocks read the site layout's data by route id (a guest, here).
  const Page = createRoutesStub([{
    id: 'root', path: '/', loader: () => ({ site: EN_US }), Component: Outlet,
    children: [{ index: true, id: 'site', Component: () => <ContentSections content={content} placement={options.placement ?? 'all'} priority={options.priority ?? false} /> }],
  }]);
  return renderToString(
    <IntlProvider locale="en-US" messages={enUs}>
      <Page hydrationData={{ loaderData: { root: { site: EN_US } } }} />
    </IntlProvider>,
  );
};
const pageOf = (blocks: ContentBlock[]): ContentPage => ({ id: 'p', docType: 'page', name: 'P', meta: {}, sections: { main: blocks }, modificationDate: '2026-01-01T00:00:00Z' });

/* ---------- arbitraries: blocks the schema accepts, nesting bounded ---------- */
const id = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
const words = fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0);
const richText = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '*', '[', ']', '(', ')', '/', '\n', '#', '-', '<', '>', 'h', ':', '&', '"'), maxLength: 120 });
const url = fc.constantFrom('/c/trail-running-1001', '/p/ridge-trail-runner-RTR0000001', '/privacy', 'https://example.com/x', '#faq');
const image = fc.record({ kind: fc.constant('image' as const), url: fc.constantFrom('/images/a.svg', 'https://cdn.example/b.jpg?v=1'), alt: fc.string({ maxLength: 20 }), width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) });
const video = fc.record({ kind: fc.constant('video' as const), url: fc.constantFrom('/videos/a.mp4', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/123456789'), title: words, width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }), poster: fc.option(image, { nil: undefined }) }, { requiredKeys: ['kind', 'url', 'title', 'width', 'height'] });
const media = fc.oneof(image, video);
const responsive = fc.record({ sm: media, md: media, lg: media }, { requiredKeys: ['sm'] });
const target = fc.record({ text: words, url, style: fc.constantFrom('primary', 'secondary', 'tertiary', 'link'), size: fc.constantFrom('small', 'medium', 'large'), targetAttribute: fc.constantFrom('_self', '_blank') }, { requiredKeys: ['text', 'url'] });
const bp = fc.constantFrom('sm', 'md', 'lg');
const common = fc.record({
  id, name: fc.string({ maxLength: 30 }), title: fc.string({ maxLength: 40 }), titleHtml: richText, subtitle: fc.string({ maxLength: 40 }), subtitleHtml: richText,
  richText, titleH1: fc.boolean(), hideTitle: fc.boolean(), eyebrowText: fc.string({ maxLength: 20 }), eyebrowLogo: image, overline: fc.string({ maxLength: 20 }),
  titleColor: fc.constantFrom('#fff', '#123456', 'primary', 'inverse'), backgroundColor: fc.constantFrom('#000', 'muted'),
  caption: fc.record({ text: words, position: fc.constantFrom('top-left', 'bottom-right') }, { requiredKeys: ['text'] }),
  badge: fc.record({ url: fc.constant('/images/badge.svg'), alt: fc.string({ maxLength: 10 }) }),
  media: responsive, mediaList: fc.array(responsive, { maxLength: 3 }), mediaTarget: fc.record({ url }), targets: fc.array(target, { maxLength: 3 }),
  linkType: fc.constantFrom('No-CTA', 'CTA'), gradientStyle: fc.constantFrom('full', 'focused', 'off'), hideOnBreakpoint: fc.array(bp, { maxLength: 2 }),
  bottomMargins: fc.constantFrom('none', 'small', 'large'), richTextBelowTargets: fc.boolean(),
  responsiveLayout: fc.record({ sm: fc.record({ layout: fc.constantFrom('overlay', 'below-1media'), alignment: fc.constantFrom('left', 'center') }) }),
  promotionTracking: fc.record({ creativeName: words, promotionId: words, promotionName: words }),
}, { requiredKeys: ['id'] });
const slide = fc.record({ type: fc.constantFrom('carousel', 'grid'), slideWidth: fc.oneof(fc.constant('auto' as const), fc.integer({ min: 5, max: 100 })), autoplay: fc.boolean(), autorotateTime: fc.integer({ min: 1, max: 60 }), loop: fc.boolean(), showArrows: fc.boolean(), showIndicators: fc.boolean() }, { requiredKeys: ['type'] });
const event = fc.record({ eventId: fc.constant('ev-1'), title: words, startDate: fc.constant('2026-12-01'), endDate: fc.constant('2026-12-02'), enablePlusOne: fc.boolean(), submitCtaLabel: words, confirmationTitle: words });
const with_ = <T extends object>(extra: fc.Arbitrary<T>) => fc.tuple(common, extra).map(([c, e]) => ({ ...c, ...e }));
const leaf = fc.oneof(
  with_(fc.record({ type: fc.constant('banner'), variant: fc.constantFrom('below-image', 'espot', 'standard', 'overlay', 'split', 'thin'), splitWidth: fc.constantFrom(60, 50, 40), overlayWidth: fc.constantFrom('xs', 'sm', 'md', 'lg') }, { requiredKeys: ['type', 'variant'] })),
  with_(fc.record({ type: fc.constant('hero'), variant: fc.constantFrom('standard', 'block-below', 'product-overlay'), productId: fc.constant('RTR0000001') }, { requiredKeys: ['type', 'variant'] })),
  with_(fc.record({ type: fc.constantFrom('menu-tile', 'linked-card', 'multi-link-card', 'picture', 'pictures', 'button-collection', 'rich-text', 'footer-item', 'related-articles', 'newsletter-form', 'loyalty-benefits', 'sms-opt-in', 'loyalty-enrolment', 'interests') })),
  with_(fc.record({ type: fc.constant('category-card'), categoryId: fc.constant('1001') }, { requiredKeys: ['type'] })),
  with_(fc.record({ type: fc.constant('spacer'), size: fc.constantFrom('small', 'medium', 'large') })),
  with_(fc.record({ type: fc.constant('benefit-bar'), showCloseButton: fc.boolean(), logo: image }, { requiredKeys: ['type', 'showCloseButton'] })),
  with_(fc.record({ type: fc.constant('secondary-navigation'), divider: fc.boolean() })),
  with_(fc.record({ type: fc.constant('icon-and-text'), variant: fc.constantFrom('icon-left', 'icon-above-text', 'one-column'), iconAndText: fc.array(fc.record({ icon: image, richText }), { minLength: 1, maxLength: 5 }) })),
  with_(fc.record({ type: fc.constant('vertical-list'), items: fc.array(fc.record({ title: words, media: responsive, richText, target }, { requiredKeys: ['title', 'media'] }), { minLength: 1, maxLength: 4 }) })),
  with_(fc.record({ type: fc.constant('cta-button'), target })),
  with_(fc.record({ type: fc.constant('video'), playerSettings: fc.record({ autoplay: fc.boolean(), muted: fc.boolean() }), cloudinaryAsset: fc.record({ cloudName: words, publicId: words }), paddings: fc.boolean() }, { requiredKeys: ['type'] })),
  with_(fc.record({ type: fc.constant('ugc'), containerId: fc.constant('ugc-1'), filter: fc.string({ maxLength: 10 }) }, { requiredKeys: ['type', 'containerId'] })),
  with_(fc.record({ type: fc.constant('anchor'), anchorId: fc.constant('faq') })),
  with_(fc.record({ type: fc.constant('product-recommendations'), provider: fc.constantFrom('similar', 'often-bought-together', 'cart', 'popular', 'upsell'), variant: fc.constantFrom('3', '5', '6', 'search-hub') })),
  with_(fc.record({ type: fc.constant('promo-message'), items: fc.array(words, { maxLength: 3 }) })),
  with_(fc.record({ type: fc.constant('article-grid'), rows: fc.integer({ min: 1, max: 6 }), columns: fc.integer({ min: 1, max: 4 }) }, { requiredKeys: ['type'] })),
  with_(fc.record({ type: fc.constant('sign-up-form'), variant: fc.constantFrom('default', 'loyalty') })),
  with_(fc.record({ type: fc.constant('event-sign-up'), event })),
);
const { block } = fc.letrec<{ block: unknown }>((tie) => ({
  block: fc.oneof({ depthSize: 'small', maxDepth: 3, withCrossShrink: true }, leaf,
    with_(fc.record({ type: fc.constant('collection'), breakpoints: fc.record({ sm: slide, md: slide, lg: slide }, { requiredKeys: ['sm'] }), variant: fc.constantFrom('threeCardGrid', 'highlightCenter'), items: fc.array(tie('block'), { maxLength: 3 }) }, { requiredKeys: ['type', 'breakpoints', 'items'] })),
    with_(fc.record({ type: fc.constant('accordion'), items: fc.array(fc.record({ title: words, richText, blocks: fc.array(tie('block'), { maxLength: 2 }) }, { requiredKeys: ['title'] }), { minLength: 1, maxLength: 3 }) })),
    with_(fc.record({ type: fc.constant('dialog'), openLabel: words, variant: fc.constantFrom('default', 'event-signup'), event, newsletterForm: fc.boolean(), blocks: fc.array(tie('block'), { maxLength: 2 }) }, { requiredKeys: ['type', 'openLabel'] })),
    with_(fc.record({ type: fc.constant('experience'), experienceId: fc.constant('exp_home_hero'), baselines: fc.array(tie('block'), { maxLength: 2 }), variants: fc.array(fc.record({ name: words, variantId: fc.constant('v1'), blocks: fc.array(tie('block'), { maxLength: 2 }) }), { maxLength: 2 }) })),
    with_(fc.record({ type: fc.constant('segmentation'), segments: fc.constant([]), baselines: fc.array(tie('block'), { maxLength: 2 }) })),
    with_(fc.record({ type: fc.constant('filter-by'), variant: fc.constantFrom('bySku', 'byCategory'), filterBy: fc.constant(['RTR0000001', '1001']), operator: fc.constantFrom('IN', 'NOT IN'), components: fc.array(tie('block'), { maxLength: 2 }) })),
  ),
}));
const acceptedBlock = block.map((candidate) => contentBlockSchema.safeParse(candidate)).filter((parsed) => parsed.success).map((parsed) => parsed.data as ContentBlock);

describe('ContentSections renders whatever the schema accepts', () => {
  it('the fixtures parse (they double as the seed\'s shape)', () => {
    expect(contentPageSchema.safeParse(HOME_CONTENT).success).toBe(true);
    expect(contentPageSchema.safeParse(PRIVACY_CONTENT).success).toBe(true);
  });

  it('any accepted block list renders to a string without throwing, and never as raw markup from content (property)', () => {
    fc.assert(fc.property(fc.array(acceptedBlock, { maxLength: 4 }), fc.constantFrom('/', '/p/ridge-trail-runner-RTR0000001', '/c/trail-running-1001'), (blocks, path) => {
      const html = render(pageOf(blocks), { path, priority: true });
      expect(typeof html).toBe('string');
      expect(html).not.toMatch(/<(script|b|iframe)[\s>]/);
    }), { numRuns: 120 });
  }, 120_000);

  it('the arbitraries reach every block type', () => {
    const seen = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === 'object') {
        const type = (value as { type?: unknown }).type;
        if (typeof type === 'string') seen.add(type);
        Object.values(value).forEach(walk);
      }
    };
    fc.sample(fc.array(acceptedBlock, { maxLength: 4 }), { numRuns: 600, seed: 42 }).forEach(walk);
    expect(CONTENT_BLOCK_TYPES.filter((type) => !seen.has(type))).toEqual([]);
  }, 60_000);
});

describe('ContentSections on the home fixture', () => {
  const html = render(HOME_CONTENT, { placement: 'main', priority: true });

  it('renders the hero as the page heading, its image eager at high priority with srcset, sizes, width and height', () => {
    expect(html).toMatch(/<h1[^>]*>Made for the switchbacks<\/h1>/);
    const hero = /<img[^>]*alt="A runner on a mountain trail"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hero).toContain('loading="eager"');
    expect(hero).toMatch(/fetchpriority="high"/i);
    expect(hero).toContain('width="750"');
    expect(hero).toContain('height="1000"');
    expect(hero).toContain('srcSet="/images/content/hero-sm.svg?w=640&amp;h=854&amp;q=50&amp;sharpen=60&amp;dpr=2 640w');
    expect(html).toContain('<source media="(min-width: 64em)"');
  });

  it('every other image is lazy and decoded asynchronously', () => {
    const others = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('A runner'));
    expect(others.length).toBeGreaterThan(0);
    for (const tag of others) expect(tag).toContain('loading="lazy"');
  });

  it('links get the locale, the carousel is a labelled list of slides with a dot per slide (links without JavaScript)', () => {
    expect(html).toContain('href="/en-us/c/trail-running-1001"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect((html.match(/aria-roledescription="slide"/g) ?? []).length).toBe(3);
    expect((html.match(/class="content-collection__dot" href="#/g) ?? []).length).toBe(3);
  });

  it('4 icon-and-text items use 2 columns; rich text becomes elements; accordions are details/summary', () => {
    expect(html).toContain('--content-columns:2');
    expect(html).toContain('Free <strong>repairs</strong> for life.');
    expect(html).toContain('<summary>How do returns work?</summary>');
    expect(html).toContain('href="/en-us/help/returns/how-to-return"');
  });

  it('lazy sections are left for after the main content', () => {
    expect(html).not.toContain('On the ridge');
    const lazy = render(HOME_CONTENT, { placement: 'lazy' });
    expect(lazy).toContain('Play video: On the ridge');
    expect(lazy).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });

  it('hasSections tells a page with nothing to show', () => {
    expect(hasSections({ page: pageOf([]), siteId: 'en-us', path: '/', rails: {} })).toBe(false);
    expect(hasSections({ page: pageOf([{ id: 'p', type: 'promo-message', items: [] }]), siteId: 'en-us', path: '/', rails: {} })).toBe(false);
    expect(hasSections({ page: HOME_CONTENT, siteId: 'en-us', path: '/', rails: {} }, 'lazy')).toBe(true);
  });
});

describe('filter-by and recommendations', () => {
  const filtered = (operator: 'IN' | 'NOT IN', path: string) => render(pageOf([{ id: 'f', type: 'filter-by', variant: 'bySku', filterBy: ['RTR0000001'], operator, components: [{ id: 'r', type: 'rich-text', richText: 'Only here' }] }]), { path });
  it('shows its components by the product id of the path', () => {
    expect(filtered('IN', '/p/ridge-trail-runner-RTR0000001')).toContain('Only here');
    expect(filtered('IN', '/p/other-AB1234567')).not.toContain('Only here');
    expect(filtered('NOT IN', '/cart')).toContain('Only here');
  });
  it('a recommendations block without a rail renders nothing', () => {
    expect(render(pageOf([{ id: 'recs', type: 'product-recommendations', provider: 'similar' }]))).not.toContain('content-block--product-recommendations');
  });
});
