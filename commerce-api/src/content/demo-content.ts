import { contentDocumentSchema, siteIdSchema, type ContentBlock, type ContentDocument, type ContentImage, type SiteId } from '@switchback/core';
import { contentImagePath } from './content-image';
import { DEMO_CATEGORIES, DEMO_COPY, type DemoCopy } from './demo-content.copy';

/**
 * The demo content seed (issue 12 §1): for each site, home (hero, banners of every kind, a carousel with dots,
 * category cards, icon-and-text, a video, recommendations, an experience, a segmentation, a newsletter form, an event
 * sign-up dialog, a filter-by), every category, the default product, cart, checkout, account, 4xx, loyalty, gift card,
 * store locator and the other page types, search, footer, menu, a pop-up, the benefit bar (`inherited`, `/*`), the
 * content pages, 9 articles with tags, and a scheduled "Winter sale" home from 2027-01-01. Every document is parsed by
 * `contentDocumentSchema` here, so a seed the schema refuses fails at once.
 */
export function buildDemoContent(basePath = '/api'): ContentDocument[] {
  return siteIdSchema.options.flatMap((siteId) => siteDocuments(siteId, DEMO_COPY[siteId], basePath)).map((doc) => contentDocumentSchema.parse(doc));
}

type Doc = Record<string, unknown>;

function siteDocuments(siteId: SiteId, c: DemoCopy, basePath: string): Doc[] {
  const image = (name: string, alt: string, width = 1600, height = 900): ContentImage => ({ kind: 'image', url: contentImagePath(basePath, name, width, height), alt, width, height });
  const media = (name: string, alt: string) => ({ sm: image(`${name}-sm`, alt, 750, 900), md: image(`${name}-md`, alt, 1200, 800), lg: image(`${name}-lg`, alt, 1920, 900) });
  const categoryUrl = (id: string) => `/c/${DEMO_CATEGORIES.find((x) => x.id === id)!.slug}-${id}`;
  const doc = (id: string, docType: string, key: string, name: string, rest: Doc): Doc => ({ id, siteId, docType, key, name, ...rest });
  const richText = (id: string, title: string | undefined, text: string): ContentBlock => ({ type: 'rich-text', id, ...(title !== undefined ? { title } : {}), richText: text });
  const banner = (id: string, title: string, subtitle: string, extra: Doc = {}): ContentBlock => ({
    type: 'banner', id, variant: 'standard', title, subtitle, media: media(`banner-${id}`, title), targets: [{ text: c.shopNow, url: '/c/trail-running-shoes-1001', style: 'primary' }], ...extra,
  } as ContentBlock);
  const hero = (id: string, title: string, subtitle: string, url: string, cta: string): ContentBlock => ({
    type: 'hero', id, variant: 'standard', title, subtitle, titleH1: true, eyebrowText: c.home.heroEyebrow, media: media(`hero-${id}`, title),
    targets: [{ text: cta, url, style: 'primary', size: 'large' }], gradientStyle: 'focused', gradientTone: 'dark',
    promotionTracking: { creativeName: `${id}-hero`, promotionId: id, promotionName: title },
  } as ContentBlock);
  const categoryCards: ContentBlock[] = DEMO_CATEGORIES.map((cat) => ({
    type: 'category-card', id: `card-${cat.id}`, categoryId: cat.id, title: c.categories[cat.id]!, media: { sm: image(`category-${cat.slug}`, c.categories[cat.id]!, 600, 600) },
    targets: [{ text: c.categories[cat.id]!, url: categoryUrl(cat.id), style: 'link' }],
  } as ContentBlock));
  const pageDoc = (key: string, type: 'augmentedpage' | 'page', name: string, title: string, sections: Record<string, ContentBlock[]>, extra: Doc = {}) =>
    doc(`${type === 'page' ? 'page' : 'aug'}-${key}`, type, key, name, { meta: { title }, sections, ...extra });
  const simplePage = (key: string, title: string, text: string, blocks: ContentBlock[] = []) =>
    pageDoc(key, 'augmentedpage', `${key} page`, title, { main: [{ type: 'rich-text', id: `${key}-intro`, title, richText: text } as ContentBlock, ...blocks] });
  const newsletter = (id: string): ContentBlock => ({ type: 'newsletter-form', id, title: c.home.newsletterTitle, subtitle: c.home.newsletterText });
  const event = { eventId: 'trail-day-2027', title: c.home.eventTitle, startDate: '2027-04-17', endDate: '2027-04-18', enablePlusOne: true, richText: c.home.eventText, submitCtaLabel: c.home.eventSubmit, confirmationTitle: c.home.eventConfirmTitle, confirmationSubtitle: c.home.eventConfirmText };

  const homeSections = (heroBlock: ContentBlock): Record<string, ContentBlock[]> => ({
    hero: [{
      type: 'experience', id: 'home-hero-experience', experienceId: 'home_hero_test', trackingEvent: 'home_hero_view', baselines: [heroBlock],
      variants: [
        { name: 'Variant A: trail', variantId: 'variant_a', blocks: [hero('hero-variant-a', c.home.testHeroTitle, c.home.testHeroSubtitle, categoryUrl('1001'), c.shopNow)] },
        { name: 'Variant B: hiking', variantId: 'variant_b', blocks: [hero('hero-variant-b', c.home.testHeroTitle, c.home.testHeroSubtitle, categoryUrl('1002'), c.shopNow)] },
      ],
    } as ContentBlock],
    main: [
      { type: 'banner', id: 'thin-shipping', variant: 'thin', title: c.home.thinText, backgroundColor: 'accent' } as ContentBlock,
      { type: 'collection', id: 'weekend-carousel', title: c.home.carouselTitle, breakpoints: { sm: { type: 'carousel', slideWidth: 80, showIndicators: true, showArrows: false }, md: { type: 'carousel', slideWidth: 'auto', showIndicators: true, showArrows: true, autoplay: true, autorotateTime: 6, loop: true } },
        items: DEMO_CATEGORIES.slice(0, 4).map((cat) => ({ type: 'linked-card', id: `weekend-${cat.id}`, title: c.categories[cat.id]!, media: { sm: image(`weekend-${cat.slug}`, c.categories[cat.id]!, 800, 1000) }, mediaTarget: { url: categoryUrl(cat.id) } })) } as ContentBlock,
      { type: 'collection', id: 'category-grid', title: c.home.categoriesTitle, breakpoints: { sm: { type: 'grid', slideWidth: 50 }, md: { type: 'grid', slideWidth: 'auto' } }, items: categoryCards } as ContentBlock,
      { type: 'banner', id: 'split-repairs', variant: 'split', splitWidth: 60, title: c.home.splitTitle, richText: c.home.splitText, media: media('split-repairs', c.home.splitTitle), targets: [{ text: c.learnMore, url: '/pages/help', style: 'secondary' }] } as ContentBlock,
      { type: 'banner', id: 'overlay-members', variant: 'overlay', overlayWidth: 'md', title: c.home.espotTitle, subtitle: c.home.espotText, media: media('overlay-members', c.home.espotTitle), targets: [{ text: c.joinNow, url: '/pages/loyalty', style: 'primary' }], gradientStyle: 'full', gradientTone: 'dark' } as ContentBlock,
      { type: 'banner', id: 'espot-members', variant: 'espot', title: c.home.espotTitle, subtitle: c.home.espotText, targets: [{ text: c.learnMore, url: '/pages/loyalty-terms', style: 'link' }] } as ContentBlock,
      { type: 'banner', id: 'below-image-journal', variant: 'below-image', title: c.journal.title, subtitle: c.journal.text, media: media('below-image-journal', c.journal.title), targets: [{ text: c.readMore, url: '/pages/journal', style: 'secondary' }] } as ContentBlock,
      { type: 'icon-and-text', id: 'home-benefits', title: c.home.benefitsTitle, variant: 'icon-above-text', iconSize: 'medium',
        iconAndText: c.home.benefits.map((text, i) => ({ icon: image(`icon-benefit-${i + 1}`, '', 64, 64), richText: text })) } as ContentBlock,
      { type: 'video', id: 'testers-video', title: c.home.videoTitle, subtitle: c.home.videoText, media: { sm: { kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: c.home.videoTitle, width: 1280, height: 720, poster: image('video-testers-poster', c.home.videoTitle, 1280, 720) } }, playerSettings: { muted: true } } as ContentBlock,
      { type: 'filter-by', id: 'trail-only', variant: 'byCategory', filterBy: ['1001'], operator: 'NOT IN', components: [banner('trail-focus', c.home.trailOnlyTitle, c.home.trailOnlyText)] } as ContentBlock,
    ],
    'lazy-main': [
      { type: 'product-recommendations', id: 'home-popular', title: c.home.recsTitle, provider: 'popular', variant: '6' } as ContentBlock,
      { type: 'segmentation', id: 'member-welcome', segments: [{ id: 'loyalty-member', blocks: [richText('member-hello', c.home.memberTitle, c.home.memberText)] }],
        baselines: [{ type: 'banner', id: 'guest-join', variant: 'standard', title: c.home.guestTitle, subtitle: c.home.guestText, targets: [{ text: c.joinNow, url: '/pages/loyalty', style: 'primary' }] } as ContentBlock] } as ContentBlock,
      { type: 'article-grid', id: 'home-stories', title: c.home.storiesTitle, rows: 1, columns: 3 } as ContentBlock,
      newsletter('home-newsletter'),
      { type: 'dialog', id: 'trail-day-dialog', openLabel: c.home.eventOpen, title: c.home.eventTitle, variant: 'event-signup', event, mediaPosition: 'top', media: { sm: image('trail-day', c.home.eventTitle, 800, 450) } } as ContentBlock,
    ],
  });

  const evergreenHero = hero('home-hero', c.home.heroTitle, c.home.heroSubtitle, categoryUrl('1001'), c.shopNow);
  const winterHero = hero('home-winter-hero', c.home.winterTitle, c.home.winterSubtitle, '/pages/sale-terms', c.home.winterCta);
  const pages = c.pages;
  const contentPage = (key: keyof typeof pages, parent?: string) => doc(`page-${key}`, 'page', key, pages[key].title, {
    meta: { title: pages[key].title, description: pages[key].description },
    ...(parent !== undefined ? { parent } : {}),
    sections: { main: [richText(`${key}-body`, pages[key].title, pages[key].body)] },
  });

  return [
    doc('aug-home', 'augmentedpage', 'home', 'Home', { meta: { title: c.home.metaTitle, description: c.home.metaDescription }, sections: homeSections(evergreenHero) }),
    doc('aug-home-winter-sale', 'augmentedpage', 'home', 'Home: winter sale', { meta: { title: c.home.metaTitle, description: c.home.metaDescription }, schedule: { from: '2027-01-01T00:00:00Z', to: '2027-02-15T00:00:00Z' }, sections: homeSections(winterHero) }),
    ...DEMO_CATEGORIES.map((cat) => doc(`category-${cat.id}`, 'category', cat.id, c.categories[cat.id]!, {
      sections: { top: [banner(`category-${cat.id}-banner`, c.categoryBanner[cat.id]!.title, c.categoryBanner[cat.id]!.subtitle, { variant: 'thin', targets: undefined, media: undefined })] },
    })),
    doc('category-default', 'category', 'default', 'Category (default)', { sections: { top: [banner('category-default-banner', c.categoryBanner['default']!.title, c.categoryBanner['default']!.subtitle, { variant: 'thin', targets: undefined, media: undefined })] } }),
    doc('product-default', 'product', 'default', 'Product (default)', { sections: {
      details: [{ type: 'accordion', id: 'size-and-fit', title: c.product.sizeTitle, items: c.product.sizeItems } as ContentBlock,
        { type: 'icon-and-text', id: 'product-benefits', variant: 'icon-left', iconSize: 'small', iconAndText: c.product.benefits.map((text, i) => ({ icon: image(`icon-product-${i + 1}`, '', 32, 32), richText: text })) } as ContentBlock],
      'lazy-recommendations': [{ type: 'product-recommendations', id: 'product-similar', title: c.product.recsTitle, provider: 'similar', variant: '5' } as ContentBlock],
    } }),
    pageDoc('cart', 'augmentedpage', 'Cart', c.cart.recsTitle, {
      top: [{ type: 'promo-message', id: 'cart-promo', items: c.cart.promo } as ContentBlock],
      'lazy-recommendations': [{ type: 'product-recommendations', id: 'cart-recs', title: c.cart.recsTitle, provider: 'cart', variant: '3' } as ContentBlock],
      empty: [{ type: 'collection', id: 'cart-empty-categories', title: c.cart.emptyTitle, breakpoints: { sm: { type: 'grid', slideWidth: 50 } }, items: categoryCards } as ContentBlock],
    }),
    simplePage('checkout', c.checkout.secureTitle, c.checkout.secureText),
    simplePage('account', c.account.title, c.account.text),
    simplePage('account-profile', c.account.title, c.account.text),
    simplePage('basecamp', c.journal.title, c.journal.text, [{ type: 'article-grid', id: 'basecamp-articles', rows: 2, columns: 3, showFilterBar: true } as ContentBlock]),
    simplePage('contact-us', pages['contact-us'].title, pages['contact-us'].body),
    pageDoc('4xx', 'augmentedpage', 'Not found', c.notFound.title, { main: [{ type: 'banner', id: 'not-found', variant: 'standard', title: c.notFound.title, subtitle: c.notFound.text, media: media('not-found', c.notFound.title), targets: [{ text: c.notFound.cta, url: '/', style: 'primary' }] } as ContentBlock, { type: 'collection', id: 'not-found-categories', breakpoints: { sm: { type: 'grid', slideWidth: 50 } }, items: categoryCards } as ContentBlock] }),
    simplePage('generic', c.siteName, c.journal.text),
    simplePage('gift-card', c.giftCard.title, c.giftCard.text),
    pageDoc('loyalty-modal', 'augmentedpage', 'Loyalty modal', c.loyalty.title, { main: [{ type: 'loyalty-benefits', id: 'loyalty-modal-benefits', title: c.loyalty.benefitsTitle } as ContentBlock, { type: 'sign-up-form', id: 'loyalty-modal-form', variant: 'loyalty', title: c.loyalty.formTitle } as ContentBlock] }),
    simplePage('order-confirmation', c.orderConfirmation.title, c.orderConfirmation.text, [newsletter('confirmation-newsletter')]),
    simplePage('promotions', c.promotions.title, c.promotions.text, [{ type: 'promo-message', id: 'promotions-messages', items: c.cart.promo } as ContentBlock]),
    simplePage('sign-in-modal', c.signIn.title, c.signIn.text),
    pageDoc('sign-up', 'augmentedpage', 'Sign up', c.signUpPage.title, { main: [{ type: 'sign-up-form', id: 'sign-up-form', variant: 'default', title: c.signUpPage.title, subtitle: c.signUpPage.text } as ContentBlock] }),
    simplePage('sign-up-modal', c.signUpPage.title, c.signUpPage.text),
    simplePage('store-locator', c.storeLocator.title, c.storeLocator.text),
    simplePage('westend', c.siteName, c.home.heroSubtitle),
    doc('search-results', 'search', 'results', 'Search results', { sections: { top: [richText('search-help', c.search.resultsTitle, `[${c.footer.links.contactUs}](/pages/contact-us)`)] } }),
    doc('search-no-results', 'search', 'no-results', 'No results', { sections: { main: [richText('no-results', c.search.noResultsTitle, c.search.noResultsText), { type: 'product-recommendations', id: 'no-results-popular', title: c.home.recsTitle, provider: 'popular', variant: 'search-hub' } as ContentBlock] } }),
    doc('search-hub', 'search', 'hub', 'Search hub', { sections: { main: [{ type: 'collection', id: 'hub-categories', title: c.search.hubTitle, breakpoints: { sm: { type: 'grid', slideWidth: 50 } }, items: categoryCards } as ContentBlock] } }),
    doc('footer', 'footer', 'default', 'Footer', { sections: {
      main: [
        { type: 'footer-item', id: 'footer-shop', title: c.footer.shop, targets: DEMO_CATEGORIES.map((cat) => ({ text: c.categories[cat.id]!, url: categoryUrl(cat.id), style: 'link' })) } as ContentBlock,
        { type: 'footer-item', id: 'footer-help', title: c.footer.help, targets: [
          { text: c.footer.links.help, url: '/pages/help', style: 'link' }, { text: c.footer.links.contactUs, url: '/pages/contact-us', style: 'link' },
          { text: c.footer.links.howToReturn, url: '/pages/how-to-return', style: 'link' }, { text: c.footer.links.trackOrder, url: '/track-order', style: 'link' },
          { text: c.footer.links.stores, url: '/stores', style: 'link' }] } as ContentBlock,
        { type: 'footer-item', id: 'footer-about', title: c.footer.about, targets: [
          { text: c.footer.links.loyalty, url: '/pages/loyalty', style: 'link' }, { text: c.footer.links.journal, url: '/pages/journal', style: 'link' },
          { text: c.footer.links.privacy, url: '/pages/privacy', style: 'link' }, { text: c.footer.links.saleTerms, url: '/pages/sale-terms', style: 'link' },
          { text: c.footer.links.brandTerms, url: '/pages/brand-terms', style: 'link' }] } as ContentBlock,
      ],
      newsletter: [{ type: 'newsletter-form', id: 'footer-newsletter', title: c.footer.newsletterTitle, subtitle: c.footer.newsletterText } as ContentBlock],
    } }),
    doc('menu', 'menu', 'default', 'Mega-menu', { entries: [
      ...(['footwear', 'clothing', 'gear'] as const).map((group, gi) => {
        const g = c.menu.groups[group];
        const first = g.columns[0]!.links[0]!;
        return {
          id: group, title: g.title, url: first.url,
          columns: g.columns.map((col, ci) => ({ id: `${group}-${ci + 1}`, title: col.title, url: col.links[0]!.url, children: col.links.map((l, li) => ({ id: `${group}-${ci + 1}-${li + 1}`, title: l.title, url: l.url })) })),
          ...(gi === 0 ? {
            menuBanner: { media: { sm: image('menu-trail-shoes', c.menu.bannerTitle, 600, 400) }, title: c.menu.bannerTitle, target: { text: c.shopNow, url: categoryUrl('1001') } },
            visualSelectorsTitle: c.menu.visualTitle,
            visualSelectors: c.menu.visuals.map((title, vi) => ({ title, image: image(`visual-${vi + 1}`, title, 200, 200), url: categoryUrl(DEMO_CATEGORIES[vi]!.id) })),
          } : {}),
          overrideShopAll: { text: c.shopAll, url: first.url },
        };
      }),
      { id: 'sale', title: c.menu.sale, url: '/pages/sale-terms', menuStyle: 'sale', columns: [], hideShopAll: { sm: true, lg: true }, titleHtml: c.menu.saleTitle },
      { id: 'journal', title: c.menu.journal, url: '/pages/journal', columns: [] },
    ] }),
    doc('popup-newsletter', 'popup', 'newsletter', c.popUp.name, { popUp: {
      id: 'newsletter', name: c.popUp.name, delay: 2000, title: c.popUp.title, minimizedTitle: c.popUp.minimized, maximizedTitle: c.popUp.title,
      richText: c.popUp.text, disclaimer: c.popUp.disclaimer, newsletterForm: true, logo: image('icon-switchback-logo', 'Switchback', 120, 40), logoSize: 'small',
    } }),
    // The benefit bar: the fragment the site layout shows above the header (closable, the closing remembered).
    doc('fragment-benefit-bar', 'fragment', 'benefit-bar', 'Benefit bar', { sections: { main: [{
      type: 'benefit-bar', id: 'benefit-bar', title: c.benefitBar.title, subtitle: c.benefitBar.subtitle, showCloseButton: true, alignment: 'center', infoIcon: true,
      targets: [{ text: c.benefitBar.link, url: '/pages/help', style: 'link' }],
    } as ContentBlock] } }),
    // An inherited section: the free-returns line at the top of every page's content.
    doc('free-returns-everywhere', 'inherited', 'free-returns', 'Free returns on every page', { routePatterns: ['/*'], sections: { 'top-inherited': [
      { type: 'promo-message', id: 'free-returns-promo', items: [c.fragment.freeReturnsTitle] } as ContentBlock,
    ] } }),
    doc('fragment-free-returns', 'fragment', 'free-returns', c.fragment.freeReturnsTitle, { sections: { main: [richText('free-returns', c.fragment.freeReturnsTitle, c.fragment.freeReturnsText)] } }),
    contentPage('help'),
    contentPage('contact-us', 'help'),
    contentPage('how-to-return', 'help'),
    contentPage('loyalty-terms'), contentPage('brand-terms'), contentPage('sale-terms'), contentPage('sms-terms'), contentPage('associate-discount-terms'), contentPage('privacy'),
    doc('page-loyalty', 'page', 'loyalty', c.loyalty.title, { meta: { title: c.loyalty.title, description: c.loyalty.text }, sections: { main: [
      { type: 'hero', id: 'loyalty-hero', variant: 'block-below', title: c.loyalty.title, subtitle: c.loyalty.text, titleH1: true, media: media('loyalty-hero', c.loyalty.title) } as ContentBlock,
      { type: 'loyalty-benefits', id: 'loyalty-benefits', title: c.loyalty.benefitsTitle } as ContentBlock,
      { type: 'sign-up-form', id: 'loyalty-sign-up', variant: 'loyalty', title: c.loyalty.formTitle } as ContentBlock,
      richText('loyalty-terms-link', undefined, `[${pages['loyalty-terms'].title}](/pages/loyalty-terms)`),
    ] } }),
    doc('page-journal', 'page', 'journal', c.journal.title, { meta: { title: c.journal.title, description: c.journal.text }, sections: { main: [
      { type: 'article-grid', id: 'journal-grid', title: c.journal.title, subtitle: c.journal.text, titleH1: true, rows: 2, columns: 3, showFilterBar: true } as ContentBlock,
    ] } }),
    ...c.articles.map((a) => doc(`article-${a.key}`, 'article', a.key, a.title, {
      meta: { title: a.title },
      parent: 'journal',
      article: { title: a.title, picture: { url: contentImagePath(basePath, `article-${a.key}`, 800, 600), alt: a.title, width: 800, height: 600 }, tags: [...a.tags], eyebrow: a.eyebrow, publishedAt: a.publishedAt },
      sections: { main: [richText(`${a.key}-body`, undefined, a.body)], 'lazy-related': [{ type: 'related-articles', id: 'related', title: c.home.storiesTitle } as ContentBlock] },
    })),
  ];
}
