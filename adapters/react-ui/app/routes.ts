import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { CONTENT_PAGE_PATHS } from './content/content-pages';

/**
 * §2 routes: a locale segment always comes first; `/` goes to the default site. Every other path starts with a
 * would-be locale, so an unknown locale is a 404 of the site layout and an unknown path inside a site a 404 within it.
 */
export default [
  index('site/root-redirect.route.tsx'),
  route('robots.txt', 'seo/robots.route.ts'),
  route('sitemap.xml', 'seo/sitemap.route.ts'),
  route('i18n/:file', 'i18n/messages.route.ts'),
  route(':locale', 'site/site-layout.route.tsx', { id: 'site' }, [
    index('catalog/home.route.tsx'),
    route('c/:slugId', 'catalog/category-listing.route.tsx'),
    route('p/:slugId', 'catalog/product-detail.route.tsx'),
    route('cart', 'cart/cart.route.tsx'),
    route('checkout', 'checkout/checkout.route.tsx'),
    route('order-confirmation', 'checkout/order-confirmation.route.tsx'),
    // Issue 10 §3: the sandbox bank's 3-D Secure page (payments/).
    route('sandbox/three-ds/:authorisationId', 'payments/three-ds-challenge.route.tsx'),
    route('favorites', 'favorites/favorites.route.tsx'),
    route('favorites/shared/:favoriteId', 'favorites/shared-favorites.route.tsx'),
    // Issue 7 consumer: the account pages.
    route('account', 'account/account.route.tsx'),
    route('account/complete-profile', 'account/complete-profile.route.tsx'),
    route('account/employee-terms', 'account/employee-terms.route.tsx'),
    route('account/download', 'account/download.route.ts'),
    // Issue 7 authentication (auth).
    route('account/sign-in', 'auth/sign-in.route.tsx'),
    route('account/sign-up', 'auth/sign-up.route.tsx'),
    route('account/sign-out', 'auth/sign-out.route.tsx'),
    route('account/lookup', 'auth/lookup.route.tsx'),
    route('account/forgot-password', 'auth/forgot-password.route.tsx'),
    route('account/reset-password', 'auth/reset-password.route.tsx'),
    route('account/change-password', 'auth/change-password.route.tsx'),
    route('associate-login', 'auth/associate-login.route.tsx'),
    // Issue 8 support cases: contact us and warranty claims.
    route('contact-us', 'support/contact-us.route.tsx'),
    route('warranty', 'support/warranty.route.tsx'),
    // Issue 8 orders: history, detail (with its invoice and return label documents), public tracking.
    route('account/orders', 'orders/order-history.route.tsx'),
    route('account/orders/:orderNumber', 'orders/order-detail.route.tsx'),
    route('account/orders/:orderNumber/invoice', 'orders/invoice.route.ts'),
    route('account/orders/:orderNumber/return-label', 'orders/return-label.route.ts'),
    route('track-order', 'orders/track-order.route.tsx'),
    // Issue 9 §4: loyalty (the account's Rewards page, the checkout's reward picker) and associates' price adjustments.
    route('account/rewards', 'loyalty/rewards.route.tsx'),
    route('loyalty/reward', 'loyalty/reward.route.tsx'),
    route('associate/price-adjustment', 'associate/price-adjustment.route.ts'),
    // Issue 10: the store finder.
    route('stores', 'stores/store-finder.route.tsx'),
    // Issue 10 §2: pickup in store and change store (the page; the product page's and the cart's dialogs load it).
    route('pickup-store', 'fulfilment/pickup-store.route.tsx'),
    // Issue 10 §3 express wallets: the sheet's steps (JavaScript only: the wallet buttons need it).
    route('wallet', 'wallet/wallet.route.ts'),
    // Issue 11 §3: search (results, the header combobox's suggestions) and the search hub.
    route('search', 'search/search.route.tsx'),
    route('search/suggest', 'search/search-suggest.route.ts'),
    route('searchhub', 'search/search-hub.route.tsx'),
    // Issue 11: product set pages and the notify-me action (app/merchandising).
    route('set/:slugId', 'merchandising/product-set.route.tsx'),
    route('notify-me', 'merchandising/notify-me.route.ts'),
    // Issue 11: reviews and questions (the product page shows them; these are their write page and actions).
    route('reviews/write/:productId', 'reviews/write-review.route.tsx'),
    route('reviews/actions', 'reviews/review-actions.route.ts'),
    // Issue 12 §2 forms of storefront-experience §4/§5 (app/enrolment, app/events).
    route('newsletter', 'enrolment/newsletter.route.tsx'),
    route('sms-opt-in', 'enrolment/sms-opt-in.route.tsx'),
    route('loyalty/join', 'enrolment/loyalty-join.route.tsx'),
    route('account/interests', 'enrolment/interests.route.tsx'),
    route('events', 'events/events.route.tsx'),
    route('events/:eventId', 'events/event.route.tsx'),
    // Issue 12 (helper F): the content-preview tool; the web-vitals beacon's resource route.
    route('preview', 'preview/preview.route.tsx'),
    route('vitals', 'vitals/vitals.route.ts'),
    // Issue 12: quick shop (the panel's data, and a page without JavaScript) and articles.
    route('quick-shop/:productId', 'quickshop/quick-shop.route.tsx'),
    route('articles', 'articles/articles.route.tsx'),
    route('articles/more', 'articles/articles-more.route.ts'),
    route('articles/:slug', 'articles/article.route.tsx'),
    // Issue 12 (helper C): consent choices and the preferences page; storing a benefit bar's or pop-up's dismissal.
    route('consent', 'consent/consent.route.tsx'),
    route('content/dismiss', 'content-chrome/dismiss.route.ts'),
    route('*', 'site/site-not-found.route.tsx'),
    // Issue 12 §2: content pages (app/content/content-pages.ts), one route module, a route id per path.
    route('pages/:slug', 'content/content-page.route.tsx', { id: 'content-page' }),
    ...CONTENT_PAGE_PATHS.map((path) => route(path, 'content/content-page.route.tsx', { id: `content-page-${path}` })),
  ]),
] satisfies RouteConfig;
