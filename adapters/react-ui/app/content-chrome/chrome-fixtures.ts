import { contentMenuSchema, contentPageSchema, contentPopUpsSchema } from '@switchback/core';

/**
 * Test fixtures of the chrome's content calls (menu, pop-ups, the benefit-bar fragment), parsed with the contract's
 * schemas so they stay what the content service answers. Route tests and the e2e stand-in serve them.
 */
export const MENU_FIXTURE = contentMenuSchema.parse({
  id: 'main-menu',
  modificationDate: '2026-11-01T00:00:00Z',
  entries: [
    {
      id: 'running', title: 'Running', url: '/c/trail-running-1001',
      columns: [
        { id: 'shoes', title: 'Shoes', url: '/c/trail-running-1001', children: [
          { id: 'trail', title: 'Trail shoes', url: '/c/trail-running-1001' },
          { id: 'road', title: 'Road shoes', url: '/search?q=road' },
        ] },
        { id: 'clothing', title: 'Clothing', url: '/search?q=jacket', children: [{ id: 'jackets', title: 'Jackets', url: '/search?q=jacket' }] },
      ],
      hideShopAll: { sm: false, lg: false },
    },
    { id: 'sale', title: 'Sale', url: '/search?q=sale', columns: [], menuStyle: 'sale' },
  ],
});

export const POP_UPS_FIXTURE = contentPopUpsSchema.parse({
  popups: [
    { id: 'welcome-offer', name: 'Welcome offer', title: 'Ten percent off your first order', minimizedTitle: 'Ten percent off', delay: 500, richText: 'Sign up for our newsletter.', targets: [{ text: 'See the offer', url: '/search?q=trail' }], routes: ['/', '/c/*'] },
    { id: 'second', name: 'Second', title: 'A second pop-up' },
  ],
});

export const BENEFIT_BAR_FIXTURE = contentPageSchema.parse({
  id: 'benefit-bar', docType: 'fragment', name: 'Benefit bar', meta: {}, modificationDate: '2026-11-01T00:00:00Z',
  sections: { main: [{ id: 'free-shipping', type: 'benefit-bar', title: 'Free shipping over $50', showCloseButton: true, targets: [{ text: 'Details', url: '/help/shipping' }] }] },
});
