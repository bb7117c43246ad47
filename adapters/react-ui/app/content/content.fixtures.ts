import { contentPageSchema, type ContentPage } from '@switchback/core';

/**
 * Content pages as the content service answers them (they parse with contentPageSchema: the test below proves it),
 * used as test data for the renderer and the pages until the seed is served. Every block family appears at least once.
 */
const image = (name: string, width = 1600, height = 900, alt = '') => ({ kind: 'image' as const, url: `/images/content/${name}.svg`, alt, width, height });

export const HOME_CONTENT: ContentPage = contentPageSchema.parse({
  id: 'home',
  docType: 'augmentedpage',
  name: 'Home',
  meta: { title: 'Trail and summit gear', description: 'Gear for the trail and the summit.' },
  modificationDate: '2026-11-01T09:00:00Z',
  sections: {
    hero: [
      {
        id: 'home-hero', type: 'hero', variant: 'standard', titleH1: true, title: 'Made for the switchbacks',
        subtitle: 'New season trail shoes and shells', eyebrowText: 'New in',
        media: { sm: image('hero-sm', 750, 1000, 'A runner on a mountain trail'), lg: image('hero-lg', 1920, 800, 'A runner on a mountain trail') },
        targets: [{ text: 'Shop trail running', url: '/c/trail-running-1001', style: 'primary' }],
        gradientStyle: 'focused', promotionTracking: { creativeName: 'hero', promotionId: 'aw26', promotionName: 'Autumn' },
      },
    ],
    main: [
      {
        id: 'home-carousel', type: 'collection', name: 'Featured stories', title: 'Featured stories',
        breakpoints: { sm: { type: 'carousel', slideWidth: 85, autoplay: true, autorotateTime: 5, showIndicators: true, showArrows: true }, lg: { type: 'carousel', slideWidth: 50, showIndicators: true, showArrows: true } },
        items: [
          { id: 'slide-1', type: 'linked-card', title: 'Trail shoes', media: { sm: image('card-1', 800, 600, '') }, targets: [{ text: 'Trail shoes', url: '/c/trail-running-1001' }] },
          { id: 'slide-2', type: 'linked-card', title: 'Shells', media: { sm: image('card-2', 800, 600, '') }, targets: [{ text: 'Shells', url: '/c/jackets-1002' }] },
          { id: 'slide-3', type: 'linked-card', title: 'Packs', media: { sm: image('card-3', 800, 600, '') }, targets: [{ text: 'Packs', url: '/c/packs-1003' }] },
        ],
      },
      { id: 'home-split', type: 'banner', variant: 'split', splitWidth: 50, title: 'Repair, not replace', richText: 'Free **repairs** for life. [How it works](/pages/repairs)', media: { sm: image('split', 1200, 900, 'A workshop bench') } },
      { id: 'home-icons', type: 'icon-and-text', variant: 'icon-above-text', iconAndText: [1, 2, 3, 4].map((n) => ({ icon: { ...image(`icon-${n}`, 64, 64), alt: '' }, richText: `Benefit **${n}**` })) },
      { id: 'home-faq', type: 'accordion', title: 'Questions', items: [{ title: 'How do returns work?', richText: 'Within 30 days. See [how to return](/help/returns/how-to-return).' }] },
      { id: 'home-anchor', type: 'anchor', anchorId: 'stories' },
    ],
    'main-lazy': [
      { id: 'home-video', type: 'video', title: 'On the ridge', media: { sm: { kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'On the ridge', width: 1280, height: 720, poster: image('video-poster', 1280, 720, '') } }, playerSettings: { autoplay: false } },
      { id: 'home-promo', type: 'promo-message', items: ['Free delivery over $75'] },
    ],
  },
});

export const PRIVACY_CONTENT: ContentPage = contentPageSchema.parse({
  id: 'privacy',
  docType: 'page',
  name: 'Privacy policy',
  meta: { title: 'Privacy policy', description: 'How we use and protect your personal data.' },
  modificationDate: '2026-10-01T09:00:00Z',
  sections: {
    main: [
      { id: 'privacy-intro', type: 'rich-text', title: 'Privacy policy', titleH1: true, richText: '## Who we are\nWe sell outdoor gear.\n\n## What we collect\n- Your name\n- Your **order** history\n\nWrite to [our team](/help/contact-us).' },
    ],
  },
});
