import type { SiteId } from '@switchback/core';

/**
 * The demo content's words, per site: American English, British English (only what it says differently is
 * overridden) and French (French typography: a no-break space before `:`, a narrow one before `; ! ?`, and `’`).
 * demo-content.ts builds the documents from them.
 */

export const DEMO_CATEGORIES = [
  { id: '1001', slug: 'trail-running-shoes' }, { id: '1002', slug: 'hiking-boots' }, { id: '2001', slug: 'jackets' },
  { id: '2002', slug: 'fleece-midlayers' }, { id: '3001', slug: 'backpacks' }, { id: '3002', slug: 'socks-hats' },
] as const;

export interface PageCopy { readonly title: string; readonly description: string; readonly body: string }
export interface ArticleCopy { readonly key: string; readonly title: string; readonly eyebrow: string; readonly tags: readonly string[]; readonly publishedAt: string; readonly body: string }

export interface DemoCopy {
  readonly siteName: string;
  readonly categories: Readonly<Record<string, string>>;
  readonly categoryBanner: Readonly<Record<string, { title: string; subtitle: string }>>;
  readonly shopNow: string; readonly shopAll: string; readonly learnMore: string; readonly readMore: string; readonly signUp: string; readonly joinNow: string;
  readonly home: {
    readonly metaTitle: string; readonly metaDescription: string;
    readonly heroTitle: string; readonly heroSubtitle: string; readonly heroEyebrow: string;
    readonly winterTitle: string; readonly winterSubtitle: string; readonly winterCta: string;
    readonly testHeroTitle: string; readonly testHeroSubtitle: string;
    readonly carouselTitle: string; readonly splitTitle: string; readonly splitText: string; readonly thinText: string;
    readonly espotTitle: string; readonly espotText: string; readonly categoriesTitle: string;
    readonly benefitsTitle: string; readonly benefits: readonly [string, string, string, string];
    readonly videoTitle: string; readonly videoText: string; readonly recsTitle: string;
    readonly memberTitle: string; readonly memberText: string; readonly guestTitle: string; readonly guestText: string;
    readonly newsletterTitle: string; readonly newsletterText: string;
    readonly eventOpen: string; readonly eventTitle: string; readonly eventText: string; readonly eventSubmit: string; readonly eventConfirmTitle: string; readonly eventConfirmText: string;
    readonly trailOnlyTitle: string; readonly trailOnlyText: string; readonly storiesTitle: string;
  };
  readonly benefitBar: { readonly title: string; readonly subtitle: string; readonly link: string };
  readonly product: { readonly sizeTitle: string; readonly sizeItems: readonly { title: string; richText: string }[]; readonly benefits: readonly [string, string, string]; readonly recsTitle: string; readonly freeReturns: string };
  readonly cart: { readonly promo: readonly string[]; readonly recsTitle: string; readonly emptyTitle: string };
  readonly checkout: { readonly secureTitle: string; readonly secureText: string };
  readonly account: { readonly title: string; readonly text: string };
  readonly notFound: { readonly title: string; readonly text: string; readonly cta: string };
  readonly loyalty: { readonly title: string; readonly text: string; readonly benefitsTitle: string; readonly formTitle: string };
  readonly giftCard: { readonly title: string; readonly text: string };
  readonly storeLocator: { readonly title: string; readonly text: string };
  readonly search: { readonly resultsTitle: string; readonly noResultsTitle: string; readonly noResultsText: string; readonly hubTitle: string };
  readonly signIn: { readonly title: string; readonly text: string };
  readonly signUpPage: { readonly title: string; readonly text: string };
  readonly orderConfirmation: { readonly title: string; readonly text: string };
  readonly promotions: { readonly title: string; readonly text: string };
  readonly footer: { readonly shop: string; readonly help: string; readonly about: string; readonly newsletterTitle: string; readonly newsletterText: string;
    readonly links: Readonly<Record<'help' | 'contactUs' | 'howToReturn' | 'stores' | 'trackOrder' | 'loyalty' | 'privacy' | 'saleTerms' | 'brandTerms' | 'journal', string>> };
  readonly menu: { readonly visualTitle: string; readonly bannerTitle: string; readonly sale: string; readonly saleTitle: string; readonly journal: string;
    readonly groups: Readonly<Record<'footwear' | 'clothing' | 'gear', { title: string; columns: readonly { title: string; links: readonly { title: string; url: string }[] }[] }>>;
    readonly visuals: readonly [string, string, string] };
  readonly popUp: { readonly name: string; readonly title: string; readonly minimized: string; readonly text: string; readonly disclaimer: string };
  readonly fragment: { readonly freeReturnsTitle: string; readonly freeReturnsText: string };
  readonly pages: Readonly<Record<'help' | 'contact-us' | 'how-to-return' | 'loyalty-terms' | 'brand-terms' | 'sale-terms' | 'sms-terms' | 'associate-discount-terms' | 'privacy', PageCopy>>;
  readonly journal: { readonly title: string; readonly text: string };
  readonly articles: readonly ArticleCopy[];
  readonly compare: readonly { id: string; label: string; unit?: string }[];
  readonly collections: { readonly newArrivals: string; readonly trailEssentials: string; readonly stayWarm: string };
  readonly sizeCharts: Readonly<Record<'shoes' | 'apparel' | 'backpacks' | 'socks-hats', { title: string; note: string }>>;
  readonly searchHubTitle: string;
  readonly popularSearches: readonly string[];
  readonly utility: { readonly help: string; readonly stores: string; readonly trackOrder: string; readonly loyalty: string };
  readonly legal: string;
}

const EN_US: DemoCopy = {
  siteName: 'Switchback',
  categories: { 1001: 'Trail Running Shoes', 1002: 'Hiking Boots', 2001: 'Jackets', 2002: 'Fleece & Midlayers', 3001: 'Backpacks', 3002: 'Socks & Hats' },
  categoryBanner: {
    1001: { title: 'Trail running shoes', subtitle: 'Grip for mud, rock and roots, cushioning for the long miles.' },
    1002: { title: 'Hiking boots', subtitle: 'Waterproof support for long days on the trail.' },
    2001: { title: 'Jackets', subtitle: 'Packable shells that keep the weather out.' },
    2002: { title: 'Fleece & midlayers', subtitle: 'Warmth that breathes when you climb.' },
    3001: { title: 'Backpacks', subtitle: 'Ventilated packs fitted to your torso.' },
    3002: { title: 'Socks & hats', subtitle: 'Merino that stays warm, soft and fresh for days.' },
    default: { title: 'Gear for every trail', subtitle: 'Tested on the trails we love.' },
  },
  shopNow: 'Shop now', shopAll: 'Shop all', learnMore: 'Learn more', readMore: 'Read more', signUp: 'Sign up', joinNow: 'Join now',
  home: {
    metaTitle: 'Switchback | Trail running, hiking and outdoor gear', metaDescription: 'Trail running shoes, hiking boots, jackets and packs, tested on the trail. Free returns within 30 days.',
    heroTitle: 'Made for the long way round', heroSubtitle: 'New trail shoes and shells for the shoulder season.', heroEyebrow: 'New season',
    winterTitle: 'Winter sale: up to 40% off', winterSubtitle: 'Jackets, fleece and boots for the cold months, while sizes last.', winterCta: 'Shop the sale',
    testHeroTitle: 'Find your next trail', testHeroSubtitle: 'Shoes, boots and packs picked by our guides.',
    carouselTitle: 'Where will you go this weekend?', splitTitle: 'Built to be repaired', splitText: 'Every boot we sell can be resoled. Bring it to any store and we will send it back ready for another thousand miles.',
    thinText: 'Free shipping on orders over $75', espotTitle: 'Members get more', espotText: 'Earn points on every order and get early access to sales.',
    categoriesTitle: 'Shop by category', benefitsTitle: 'Why shop with us',
    benefits: ['**Free returns** within 30 days', '**Repairs** for the life of your gear', '**Expert advice** in every store', '**Carbon-neutral** shipping'],
    videoTitle: 'On the trail with our testers', videoText: 'Three days, 62 miles and one pair of shoes each.', recsTitle: 'Popular right now',
    memberTitle: 'Welcome back', memberText: 'Your member prices are switched on. Happy trails!', guestTitle: 'Join Switchback Rewards', guestText: 'Members earn points on every purchase and get free shipping.',
    newsletterTitle: 'Trail notes in your inbox', newsletterText: 'New gear, trail guides and member offers, twice a month.',
    eventOpen: 'Join the trail day', eventTitle: 'Switchback Trail Day', eventText: 'A guided 10-mile run with our store team, coffee at the finish.', eventSubmit: 'Save my spot', eventConfirmTitle: 'You are in!', eventConfirmText: 'We sent the meeting point to your inbox.',
    trailOnlyTitle: 'Trail shoes in focus', trailOnlyText: 'Our pick of the week from the trail running range.', storiesTitle: 'Stories from the trail',
  },
  benefitBar: { title: 'Free shipping over $75', subtitle: 'Free returns within 30 days', link: 'Details' },
  product: {
    sizeTitle: 'Size and fit', sizeItems: [
      { title: 'How does it fit?', richText: 'True to size. If you are between sizes, take the larger one for long descents.' },
      { title: 'Size chart', richText: 'Measure your foot from heel to longest toe and find your length in the [size chart](/pages/help#size-charts).' },
    ],
    benefits: ['Free returns within 30 days', 'Repairs for the life of the product', 'Ships in 1–2 business days'], recsTitle: 'You might also like', freeReturns: 'Free returns',
  },
  cart: { promo: ['Free shipping on orders over $75', 'Members earn 10 points per dollar'], recsTitle: 'Often bought together', emptyTitle: 'Need inspiration?' },
  checkout: { secureTitle: 'Secure checkout', secureText: 'Your payment details are encrypted. Need help? Call us at 1-800-555-0199.' },
  account: { title: 'Your account', text: 'Track orders, manage addresses and see your rewards.' },
  notFound: { title: 'This trail ends here', text: 'We could not find that page. Try the search or head back home.', cta: 'Back to home' },
  loyalty: { title: 'Switchback Rewards', text: 'Earn points on every purchase, get free shipping and early access to sales.', benefitsTitle: 'Member benefits', formTitle: 'Join Switchback Rewards' },
  giftCard: { title: 'Gift cards', text: 'Give the gift of the outdoors. Gift cards never expire and can be used online and in store.' },
  storeLocator: { title: 'Find a store', text: 'Try on boots, get a pack fitted and join a group run near you.' },
  search: { resultsTitle: 'Need a hand choosing?', noResultsTitle: 'No results', noResultsText: 'Check the spelling or try a broader word, like "jacket" or "boots".', hubTitle: 'Popular categories' },
  signIn: { title: 'Sign in for faster checkout', text: 'Your addresses and saved cards, ready when you are.' },
  signUpPage: { title: 'Create an account', text: 'Track your orders, save your favorites and earn rewards.' },
  orderConfirmation: { title: 'Thank you for your order', text: 'Share your adventures with #switchbackoutdoors.' },
  promotions: { title: 'Current offers', text: 'Save on trail favorites this week.' },
  footer: {
    shop: 'Shop', help: 'Help', about: 'About', newsletterTitle: 'Stay in the loop', newsletterText: 'Sign up for trail notes and member offers.',
    links: { help: 'Help center', contactUs: 'Contact us', howToReturn: 'How to return', stores: 'Store locator', trackOrder: 'Track an order', loyalty: 'Switchback Rewards', privacy: 'Privacy policy', saleTerms: 'Sale terms', brandTerms: 'Terms of use', journal: 'Journal' },
  },
  menu: {
    visualTitle: 'Shop by activity', bannerTitle: 'New trail shoes', sale: 'Sale', saleTitle: 'Up to 40% off', journal: 'Journal',
    groups: {
      footwear: { title: 'Footwear', columns: [
        { title: 'Trail running', links: [{ title: 'Trail running shoes', url: '/c/trail-running-shoes-1001' }, { title: 'Socks', url: '/c/socks-hats-3002' }] },
        { title: 'Hiking', links: [{ title: 'Hiking boots', url: '/c/hiking-boots-1002' }, { title: 'Boot care', url: '/articles/boot-care' }] },
      ] },
      clothing: { title: 'Clothing', columns: [
        { title: 'Outer layers', links: [{ title: 'Jackets', url: '/c/jackets-2001' }] },
        { title: 'Midlayers', links: [{ title: 'Fleece & midlayers', url: '/c/fleece-midlayers-2002' }, { title: 'Hats', url: '/c/socks-hats-3002' }] },
      ] },
      gear: { title: 'Gear', columns: [
        { title: 'Packs', links: [{ title: 'Backpacks', url: '/c/backpacks-3001' }, { title: 'Fitting a pack', url: '/articles/fitting-a-backpack' }] },
        { title: 'Accessories', links: [{ title: 'Socks & hats', url: '/c/socks-hats-3002' }] },
      ] },
    },
    visuals: ['Trail running', 'Hiking', 'Everyday'],
  },
  popUp: { name: 'Newsletter pop-up', title: 'Get 10% off your first order', minimized: '10% off', text: 'Sign up for trail notes and get a code for 10% off your first order.', disclaimer: 'By signing up you agree to receive marketing emails. Unsubscribe at any time.' },
  fragment: { freeReturnsTitle: 'Free returns', freeReturnsText: 'Changed your mind? Return unworn items within 30 days, free of charge.' },
  pages: {
    help: { title: 'Help center', description: 'Answers about orders, delivery, returns and your account.', body: '## Orders and delivery\n\nMost orders ship within 1–2 business days. You will get an email with tracking as soon as your parcel leaves us.\n\n## Returns\n\nReturn unworn items within 30 days. See [how to return](/pages/how-to-return).\n\n## Still need help?\n\n[Contact us](/pages/contact-us) and our team will reply within one business day.' },
    'contact-us': { title: 'Contact us', description: 'Reach our customer care team.', body: 'Call us at **1-800-555-0199**, Monday to Friday, 8 am to 6 pm Mountain Time.\n\nOr write to us with the [contact form](/contact-us) and we will reply within one business day.' },
    'how-to-return': { title: 'How to return', description: 'Free returns within 30 days.', body: '- Sign in and open your order in **Order history**.\n- Choose the items to return and print the free return label.\n- Drop the parcel at any carrier location, or bring it to a store.\n\nYour refund is issued within 5 business days of receiving the parcel.' },
    'loyalty-terms': { title: 'Switchback Rewards terms', description: 'The terms of the Switchback Rewards program.', body: 'Members earn 10 points per dollar spent on eligible purchases. Points expire 12 months after they are earned.\n\nRewards cannot be exchanged for cash. Switchback may change the program with 30 days of notice.' },
    'brand-terms': { title: 'Terms of use', description: 'The terms of using this website.', body: 'By using this website you agree to these terms. Prices and availability may change without notice.\n\nAll content on this site belongs to Switchback Outdoor Co.' },
    'sale-terms': { title: 'Sale terms', description: 'The terms of our sales and promotions.', body: 'Sale prices apply while stocks last and cannot be combined with other offers unless stated.\n\nPrice adjustments are not given for items bought before a sale.' },
    'sms-terms': { title: 'SMS terms', description: 'The terms of our text messages.', body: 'By opting in you agree to receive up to 6 marketing texts a month. Message and data rates may apply.\n\nReply **STOP** to unsubscribe or **HELP** for help.' },
    'associate-discount-terms': { title: 'Associate discount terms', description: 'The terms of the associate discount.', body: 'Store associates get 30% off full-price items for personal use.\n\nThe discount cannot be combined with sale prices or transferred.' },
    privacy: { title: 'Privacy policy', description: 'How we use your personal data.', body: 'We use your data to process orders, improve our service and, with your consent, send you marketing.\n\nYou can ask us for a copy of your data or to delete it at any time from your account.' },
  },
  journal: { title: 'The Switchback Journal', text: 'Trail guides, gear advice and stories from our community.' },
  articles: [
    { key: 'first-trail-race', title: 'How to train for your first trail race', eyebrow: 'Trail running', tags: ['trail-running'], publishedAt: '2026-10-28', body: 'Start with time on your feet rather than distance. Three runs a week, one of them long and slow, will get you to the start line.\n\n## Practice the climbs\n\nPower-hike the steep parts: everyone does, even the leaders.' },
    { key: 'trail-shoe-guide', title: 'Choosing trail running shoes', eyebrow: 'Gear guide', tags: ['trail-running', 'gear-guides'], publishedAt: '2026-10-14', body: 'Deep lugs grip in mud; a rock plate protects you on scree. Fit matters most: leave a thumb\'s width in front of your toes for the descents.' },
    { key: 'day-hike-checklist', title: 'The day hike checklist', eyebrow: 'Hiking', tags: ['hiking', 'gear-guides'], publishedAt: '2026-09-30', body: '- Water and a snack\n- A waterproof jacket, even when the sky is blue\n- A map and a charged phone\n- A warm layer and a hat' },
    { key: 'boot-care', title: 'Caring for leather hiking boots', eyebrow: 'Care', tags: ['care', 'hiking'], publishedAt: '2026-09-16', body: 'Brush off the mud after every hike and let the boots dry away from the heater. Wax the leather twice a season to keep it supple and waterproof.' },
    { key: 'washing-a-shell', title: 'How to wash a waterproof jacket', eyebrow: 'Care', tags: ['care'], publishedAt: '2026-09-02', body: 'Wash it with a technical cleaner, never fabric softener. A warm tumble dry revives the water-repellent finish.' },
    { key: 'layering-101', title: 'Layering 101', eyebrow: 'Know-how', tags: ['layering', 'hiking'], publishedAt: '2026-08-19', body: 'A base layer moves sweat, a midlayer keeps you warm, a shell keeps the weather out. Add and remove layers before you get cold or hot.' },
    { key: 'fitting-a-backpack', title: 'Fitting a backpack', eyebrow: 'Gear guide', tags: ['gear-guides', 'hiking'], publishedAt: '2026-08-05', body: 'Measure your torso from the bone at the base of your neck to the top of your hips. The hip belt carries the weight: tighten it first.' },
    { key: 'hiking-with-kids', title: 'Hiking with kids', eyebrow: 'Family', tags: ['hiking', 'family'], publishedAt: '2026-07-22', body: 'Pick a short trail with a reward at the end: a lake, a view, a waterfall. Let them set the pace and pack twice the snacks you think you need.' },
    { key: 'night-running', title: 'Running trails after dark', eyebrow: 'Trail running', tags: ['trail-running'], publishedAt: '2026-07-08', body: 'A headlamp of 300 lumens or more lights the roots ahead. Run a trail you know first, and tell someone where you are going.' },
  ],
  compare: [
    { id: 'weight', label: 'Weight', unit: 'oz' }, { id: 'drop', label: 'Heel-to-toe drop', unit: 'mm' }, { id: 'waterproof', label: 'Waterproof' },
    { id: 'lug-depth', label: 'Lug depth', unit: 'mm' }, { id: 'best-for', label: 'Best for' },
  ],
  collections: { newArrivals: 'New arrivals', trailEssentials: 'Trail essentials', stayWarm: 'Stay warm' },
  sizeCharts: {
    shoes: { title: 'Shoe size chart', note: 'Measure your foot from heel to longest toe, in the evening, wearing your running socks.' },
    apparel: { title: 'Clothing size chart', note: 'Measure around the fullest part of your chest, under your arms.' },
    backpacks: { title: 'Backpack size chart', note: 'Measure your torso from the base of your neck to the top of your hips.' },
    'socks-hats': { title: 'Socks size chart', note: 'Socks fit by shoe size; hats are one size and stretch.' },
  },
  searchHubTitle: 'What are you looking for?', popularSearches: ['waterproof jacket', 'trail shoes', 'merino socks', 'daypack'],
  utility: { help: 'Help', stores: 'Find a store', trackOrder: 'Track order', loyalty: 'Rewards' },
  legal: '© 2026 Switchback Outdoor Co. All rights reserved.',
};

const EN_GB: DemoCopy = {
  ...EN_US,
  categories: { ...EN_US.categories, 1002: 'Walking Boots', 3002: 'Socks & Hats', 3001: 'Rucksacks' },
  categoryBanner: {
    ...EN_US.categoryBanner,
    1001: { title: 'Trail running shoes', subtitle: 'Grip for mud, rock and roots, cushioning for the long kilometres.' },
    1002: { title: 'Walking boots', subtitle: 'Waterproof support for long days on the fells.' },
    3001: { title: 'Rucksacks', subtitle: 'Ventilated packs fitted to your back length.' },
  },
  home: {
    ...EN_US.home,
    metaTitle: 'Switchback | Trail running, walking and outdoor kit', metaDescription: 'Trail running shoes, walking boots, jackets and rucksacks, tested on the fells. Free returns within 30 days.',
    heroSubtitle: 'New trail shoes and waterproofs for autumn.',
    winterSubtitle: 'Jackets, fleeces and boots for the colder months, while sizes last.',
    splitText: 'Every boot we sell can be resoled. Bring it to any shop and we will send it back ready for another thousand kilometres.',
    thinText: 'Free delivery on orders over £60', espotText: 'Earn points on every order and get early access to the sales.',
    benefits: ['**Free returns** within 30 days', '**Repairs** for the life of your kit', '**Expert advice** in every shop', '**Carbon-neutral** delivery'],
    videoText: 'Three days, 100 kilometres and one pair of shoes each.', recsTitle: 'Popular at the moment',
    guestText: 'Members earn points on every purchase and get free delivery.',
    newsletterText: 'New kit, walking guides and member offers, twice a month.',
    eventText: 'A guided 16 km run with our shop team, coffee at the finish.', eventConfirmText: 'We have sent the meeting point to your inbox.',
  },
  benefitBar: { title: 'Free delivery over £60', subtitle: 'Free returns within 30 days', link: 'Details' },
  product: { ...EN_US.product, benefits: ['Free returns within 30 days', 'Repairs for the life of the product', 'Dispatched in 1–2 working days'] },
  cart: { ...EN_US.cart, promo: ['Free delivery on orders over £60', 'Members earn 10 points per pound'] },
  checkout: { secureTitle: 'Secure checkout', secureText: 'Your payment details are encrypted. Need help? Ring us on 0800 555 0199.' },
  storeLocator: { title: 'Find a shop', text: 'Try on boots, get a rucksack fitted and join a group run near you.' },
  search: { ...EN_US.search, noResultsText: 'Check the spelling or try a broader word, such as “jacket” or “boots”.' },
  signUpPage: { title: 'Create an account', text: 'Track your orders, save your favourites and earn rewards.' },
  promotions: { title: 'Current offers', text: 'Save on trail favourites this week.' },
  footer: { ...EN_US.footer, links: { ...EN_US.footer.links, help: 'Help centre', stores: 'Shop finder' } },
  menu: {
    ...EN_US.menu,
    groups: {
      footwear: { title: 'Footwear', columns: [
        { title: 'Trail running', links: [{ title: 'Trail running shoes', url: '/c/trail-running-shoes-1001' }, { title: 'Socks', url: '/c/socks-hats-3002' }] },
        { title: 'Walking', links: [{ title: 'Walking boots', url: '/c/hiking-boots-1002' }, { title: 'Boot care', url: '/articles/boot-care' }] },
      ] },
      clothing: EN_US.menu.groups.clothing,
      gear: { title: 'Kit', columns: [
        { title: 'Rucksacks', links: [{ title: 'Rucksacks', url: '/c/backpacks-3001' }, { title: 'Fitting a rucksack', url: '/articles/fitting-a-backpack' }] },
        { title: 'Accessories', links: [{ title: 'Socks & hats', url: '/c/socks-hats-3002' }] },
      ] },
    },
    visuals: ['Trail running', 'Walking', 'Everyday'],
  },
  popUp: { ...EN_US.popUp, disclaimer: 'By signing up you agree to receive marketing emails. Unsubscribe at any time.' },
  pages: {
    ...EN_US.pages,
    help: { title: 'Help centre', description: 'Answers about orders, delivery, returns and your account.', body: '## Orders and delivery\n\nMost orders are dispatched within 1–2 working days. You will receive an email with tracking as soon as your parcel leaves us.\n\n## Returns\n\nReturn unworn items within 30 days. See [how to return](/pages/how-to-return).\n\n## Still need help?\n\n[Contact us](/pages/contact-us) and our team will reply within one working day.' },
    'contact-us': { title: 'Contact us', description: 'Reach our customer care team.', body: 'Ring us on **0800 555 0199**, Monday to Friday, 9 am to 6 pm.\n\nOr write to us using the [contact form](/contact-us) and we will reply within one working day.' },
    'how-to-return': { title: 'How to return', description: 'Free returns within 30 days.', body: '- Sign in and open your order in **Order history**.\n- Choose the items to return and print the free returns label.\n- Drop the parcel at any Post Office, or bring it to a shop.\n\nYour refund is issued within 5 working days of receiving the parcel.' },
    'loyalty-terms': { title: 'Switchback Rewards terms', description: 'The terms of the Switchback Rewards programme.', body: 'Members earn 10 points per pound spent on eligible purchases. Points expire 12 months after they are earned.\n\nRewards cannot be exchanged for cash. Switchback may change the programme with 30 days’ notice.' },
    'sms-terms': { title: 'SMS terms', description: 'The terms of our text messages.', body: 'By opting in you agree to receive up to 6 marketing texts a month. Standard network charges may apply.\n\nReply **STOP** to unsubscribe or **HELP** for help.' },
    'associate-discount-terms': { title: 'Colleague discount terms', description: 'The terms of the colleague discount.', body: 'Shop colleagues get 30% off full-price items for personal use.\n\nThe discount cannot be combined with sale prices or transferred.' },
  },
  articles: EN_US.articles.map((a) => ({
    ...a,
    ...(a.key === 'day-hike-checklist' ? { title: 'The day walk checklist', eyebrow: 'Walking' } : {}),
    ...(a.key === 'boot-care' ? { title: 'Caring for leather walking boots' } : {}),
    ...(a.key === 'fitting-a-backpack' ? { title: 'Fitting a rucksack', body: 'Measure your back length from the bone at the base of your neck to the top of your hips. The hip belt carries the weight: tighten it first.' } : {}),
    ...(a.key === 'hiking-with-kids' ? { title: 'Walking with children' } : {}),
    ...(a.key === 'first-trail-race' ? { body: 'Start with time on your feet rather than distance. Three runs a week, one of them long and slow, will get you to the start line.\n\n## Practise the climbs\n\nPower-walk the steep parts: everyone does, even the leaders.' } : {}),
  })),
  compare: [
    { id: 'weight', label: 'Weight', unit: 'g' }, { id: 'drop', label: 'Heel-to-toe drop', unit: 'mm' }, { id: 'waterproof', label: 'Waterproof' },
    { id: 'lug-depth', label: 'Lug depth', unit: 'mm' }, { id: 'best-for', label: 'Best for' },
  ],
  sizeCharts: { ...EN_US.sizeCharts, backpacks: { title: 'Rucksack size chart', note: 'Measure your back from the base of your neck to the top of your hips.' } },
  popularSearches: ['waterproof jacket', 'trail shoes', 'merino socks', 'rucksack'],
  utility: { help: 'Help', stores: 'Find a shop', trackOrder: 'Track order', loyalty: 'Rewards' },
  legal: '© 2026 Switchback Outdoor Ltd. All rights reserved.',
};

const FR_FR: DemoCopy = {
  siteName: 'Switchback',
  categories: { 1001: 'Chaussures de trail', 1002: 'Chaussures de randonnée', 2001: 'Vestes', 2002: 'Polaires et couches intermédiaires', 3001: 'Sacs à dos', 3002: 'Chaussettes et bonnets' },
  categoryBanner: {
    1001: { title: 'Chaussures de trail', subtitle: 'De l’accroche dans la boue et les racines, de l’amorti pour les longues distances.' },
    1002: { title: 'Chaussures de randonnée', subtitle: 'Un maintien imperméable pour les longues journées en montagne.' },
    2001: { title: 'Vestes', subtitle: 'Des vestes compactes qui arrêtent la pluie et le vent.' },
    2002: { title: 'Polaires et couches intermédiaires', subtitle: 'De la chaleur qui respire dans les montées.' },
    3001: { title: 'Sacs à dos', subtitle: 'Des sacs ventilés, ajustés à la longueur de votre dos.' },
    3002: { title: 'Chaussettes et bonnets', subtitle: 'Du mérinos chaud, doux et frais plusieurs jours de suite.' },
    default: { title: 'L’équipement de tous les sentiers', subtitle: 'Testé sur les sentiers que nous aimons.' },
  },
  shopNow: 'Découvrir', shopAll: 'Tout voir', learnMore: 'En savoir plus', readMore: 'Lire la suite', signUp: 'S’inscrire', joinNow: 'Adhérer',
  home: {
    metaTitle: 'Switchback | Trail, randonnée et équipement outdoor', metaDescription: 'Chaussures de trail, chaussures de randonnée, vestes et sacs à dos testés sur le terrain. Retours gratuits sous 30 jours.',
    heroTitle: 'Fait pour prendre le chemin des écoliers', heroSubtitle: 'Nouvelles chaussures de trail et vestes pour l’automne.', heroEyebrow: 'Nouvelle saison',
    winterTitle: 'Soldes d’hiver : jusqu’à −40 %', winterSubtitle: 'Vestes, polaires et chaussures pour les mois froids, dans la limite des stocks.', winterCta: 'Voir les soldes',
    testHeroTitle: 'Trouvez votre prochain sentier', testHeroSubtitle: 'Chaussures et sacs choisis par nos guides.',
    carouselTitle: 'Où irez-vous ce week-end ?', splitTitle: 'Conçu pour être réparé', splitText: 'Toutes nos chaussures peuvent être ressemelées. Déposez-les en magasin : nous vous les renvoyons prêtes pour mille kilomètres de plus.',
    thinText: 'Livraison offerte dès 70 € d’achat', espotTitle: 'Plus d’avantages pour les membres', espotText: 'Cumulez des points à chaque commande et profitez des soldes en avant-première.',
    categoriesTitle: 'Acheter par catégorie', benefitsTitle: 'Pourquoi nous choisir',
    benefits: ['**Retours gratuits** sous 30 jours', '**Réparations** pendant toute la vie du produit', '**Conseils d’experts** en magasin', 'Livraison **neutre en carbone**'],
    videoTitle: 'Sur les sentiers avec nos testeurs', videoText: 'Trois jours, 100 kilomètres et une paire de chaussures chacun.', recsTitle: 'Les plus populaires',
    memberTitle: 'Bon retour parmi nous', memberText: 'Vos prix membres sont activés. Bonne sortie !',
    guestTitle: 'Rejoignez Switchback Rewards', guestText: 'Les membres cumulent des points à chaque achat et profitent de la livraison offerte.',
    newsletterTitle: 'Les carnets de sentier dans votre boîte mail', newsletterText: 'Nouveautés, guides de randonnée et offres membres, deux fois par mois.',
    eventOpen: 'Participer à la journée trail', eventTitle: 'Journée trail Switchback', eventText: 'Une sortie guidée de 16 km avec l’équipe du magasin, café à l’arrivée.', eventSubmit: 'Réserver ma place', eventConfirmTitle: 'C’est noté !', eventConfirmText: 'Nous vous avons envoyé le point de rendez-vous par e-mail.',
    trailOnlyTitle: 'Zoom sur le trail', trailOnlyText: 'Notre sélection de la semaine dans la gamme trail.', storiesTitle: 'Récits de sentiers',
  },
  benefitBar: { title: 'Livraison offerte dès 70 €', subtitle: 'Retours gratuits sous 30 jours', link: 'Détails' },
  product: {
    sizeTitle: 'Taille et ajustement', sizeItems: [
      { title: 'Comment taille ce modèle ?', richText: 'Taille normalement. Entre deux tailles, prenez la plus grande pour les longues descentes.' },
      { title: 'Guide des tailles', richText: 'Mesurez votre pied du talon au plus long orteil et trouvez votre longueur dans le [guide des tailles](/pages/help#size-charts).' },
    ],
    benefits: ['Retours gratuits sous 30 jours', 'Réparations pendant toute la vie du produit', 'Expédié sous 1 à 2 jours ouvrés'], recsTitle: 'Vous aimerez aussi', freeReturns: 'Retours gratuits',
  },
  cart: { promo: ['Livraison offerte dès 70 € d’achat', 'Les membres cumulent 10 points par euro'], recsTitle: 'Souvent achetés ensemble', emptyTitle: 'Besoin d’inspiration ?' },
  checkout: { secureTitle: 'Paiement sécurisé', secureText: 'Vos données de paiement sont chiffrées. Besoin d’aide ? Appelez le 01 23 45 67 89.' },
  account: { title: 'Votre compte', text: 'Suivez vos commandes, gérez vos adresses et consultez vos avantages.' },
  notFound: { title: 'Ce sentier s’arrête ici', text: 'Nous n’avons pas trouvé cette page. Essayez la recherche ou revenez à l’accueil.', cta: 'Retour à l’accueil' },
  loyalty: { title: 'Switchback Rewards', text: 'Cumulez des points à chaque achat, profitez de la livraison offerte et des soldes en avant-première.', benefitsTitle: 'Avantages membres', formTitle: 'Rejoindre Switchback Rewards' },
  giftCard: { title: 'Cartes cadeaux', text: 'Offrez le grand air. Nos cartes cadeaux n’expirent jamais et s’utilisent en ligne comme en magasin.' },
  storeLocator: { title: 'Trouver un magasin', text: 'Essayez des chaussures, faites ajuster votre sac et rejoignez une sortie en groupe près de chez vous.' },
  search: { resultsTitle: 'Besoin d’aide pour choisir ?', noResultsTitle: 'Aucun résultat', noResultsText: 'Vérifiez l’orthographe ou essayez un mot plus général, comme « veste » ou « chaussures ».', hubTitle: 'Catégories populaires' },
  signIn: { title: 'Connectez-vous pour commander plus vite', text: 'Vos adresses et cartes enregistrées, prêtes quand vous l’êtes.' },
  signUpPage: { title: 'Créer un compte', text: 'Suivez vos commandes, enregistrez vos favoris et cumulez des avantages.' },
  orderConfirmation: { title: 'Merci pour votre commande', text: 'Partagez vos aventures avec #switchbackoutdoors.' },
  promotions: { title: 'Offres du moment', text: 'Économisez sur nos incontournables du trail cette semaine.' },
  footer: {
    shop: 'Boutique', help: 'Aide', about: 'À propos', newsletterTitle: 'Restez informé', newsletterText: 'Inscrivez-vous aux carnets de sentier et aux offres membres.',
    links: { help: 'Centre d’aide', contactUs: 'Nous contacter', howToReturn: 'Retourner un article', stores: 'Trouver un magasin', trackOrder: 'Suivre une commande', loyalty: 'Switchback Rewards', privacy: 'Politique de confidentialité', saleTerms: 'Conditions des soldes', brandTerms: 'Conditions d’utilisation', journal: 'Journal' },
  },
  menu: {
    visualTitle: 'Acheter par activité', bannerTitle: 'Nouvelles chaussures de trail', sale: 'Soldes', saleTitle: 'Jusqu’à −40 %', journal: 'Journal',
    groups: {
      footwear: { title: 'Chaussures', columns: [
        { title: 'Trail', links: [{ title: 'Chaussures de trail', url: '/c/trail-running-shoes-1001' }, { title: 'Chaussettes', url: '/c/socks-hats-3002' }] },
        { title: 'Randonnée', links: [{ title: 'Chaussures de randonnée', url: '/c/hiking-boots-1002' }, { title: 'Entretien des chaussures', url: '/articles/boot-care' }] },
      ] },
      clothing: { title: 'Vêtements', columns: [
        { title: 'Couches externes', links: [{ title: 'Vestes', url: '/c/jackets-2001' }] },
        { title: 'Couches intermédiaires', links: [{ title: 'Polaires', url: '/c/fleece-midlayers-2002' }, { title: 'Bonnets', url: '/c/socks-hats-3002' }] },
      ] },
      gear: { title: 'Équipement', columns: [
        { title: 'Sacs', links: [{ title: 'Sacs à dos', url: '/c/backpacks-3001' }, { title: 'Régler son sac à dos', url: '/articles/fitting-a-backpack' }] },
        { title: 'Accessoires', links: [{ title: 'Chaussettes et bonnets', url: '/c/socks-hats-3002' }] },
      ] },
    },
    visuals: ['Trail', 'Randonnée', 'Au quotidien'],
  },
  popUp: { name: 'Pop-up newsletter', title: '−10 % sur votre première commande', minimized: '−10 %', text: 'Inscrivez-vous aux carnets de sentier et recevez un code de réduction de 10 % sur votre première commande.', disclaimer: 'En vous inscrivant, vous acceptez de recevoir nos e-mails marketing. Désinscription possible à tout moment.' },
  fragment: { freeReturnsTitle: 'Retours gratuits', freeReturnsText: 'Vous avez changé d’avis ? Retournez gratuitement vos articles non portés sous 30 jours.' },
  pages: {
    help: { title: 'Centre d’aide', description: 'Réponses sur les commandes, la livraison, les retours et votre compte.', body: '## Commandes et livraison\n\nLa plupart des commandes sont expédiées sous 1 à 2 jours ouvrés. Vous recevez un e-mail de suivi dès le départ de votre colis.\n\n## Retours\n\nRetournez vos articles non portés sous 30 jours. Voir [retourner un article](/pages/how-to-return).\n\n## Besoin d’aide ?\n\n[Contactez-nous](/pages/contact-us) : notre équipe vous répond sous un jour ouvré.' },
    'contact-us': { title: 'Nous contacter', description: 'Joignez notre service client.', body: 'Appelez-nous au **01 23 45 67 89**, du lundi au vendredi, de 9 h à 18 h.\n\nOu écrivez-nous via le [formulaire de contact](/contact-us) : nous vous répondons sous un jour ouvré.' },
    'how-to-return': { title: 'Retourner un article', description: 'Retours gratuits sous 30 jours.', body: '- Connectez-vous et ouvrez votre commande dans **Historique des commandes**.\n- Choisissez les articles à retourner et imprimez l’étiquette de retour gratuite.\n- Déposez le colis en point relais ou rapportez-le en magasin.\n\nVous êtes remboursé sous 5 jours ouvrés après réception du colis.' },
    'loyalty-terms': { title: 'Conditions de Switchback Rewards', description: 'Les conditions du programme Switchback Rewards.', body: 'Les membres cumulent 10 points par euro dépensé sur les achats éligibles. Les points expirent 12 mois après leur obtention.\n\nLes avantages ne sont pas échangeables contre de l’argent. Switchback peut modifier le programme avec un préavis de 30 jours.' },
    'brand-terms': { title: 'Conditions d’utilisation', description: 'Les conditions d’utilisation de ce site.', body: 'En utilisant ce site, vous acceptez ces conditions. Les prix et la disponibilité peuvent changer sans préavis.\n\nTous les contenus de ce site appartiennent à Switchback Outdoor SAS.' },
    'sale-terms': { title: 'Conditions des soldes', description: 'Les conditions de nos soldes et promotions.', body: 'Les prix soldés s’appliquent dans la limite des stocks disponibles et ne sont pas cumulables avec d’autres offres, sauf mention contraire.\n\nAucun ajustement de prix n’est accordé pour un article acheté avant les soldes.' },
    'sms-terms': { title: 'Conditions des SMS', description: 'Les conditions de nos SMS.', body: 'En vous inscrivant, vous acceptez de recevoir jusqu’à 6 SMS marketing par mois. Des frais d’opérateur peuvent s’appliquer.\n\nRépondez **STOP** pour vous désinscrire.' },
    'associate-discount-terms': { title: 'Conditions de la remise collaborateur', description: 'Les conditions de la remise collaborateur.', body: 'Les collaborateurs en magasin bénéficient de 30 % de remise sur les articles à prix plein, pour un usage personnel.\n\nLa remise n’est ni cumulable avec les prix soldés ni transférable.' },
    privacy: { title: 'Politique de confidentialité', description: 'Comment nous utilisons vos données personnelles.', body: 'Nous utilisons vos données pour traiter vos commandes, améliorer notre service et, avec votre accord, vous envoyer nos offres.\n\nVous pouvez à tout moment demander une copie de vos données ou leur suppression depuis votre compte.' },
  },
  journal: { title: 'Le journal Switchback', text: 'Guides de sentiers, conseils matériel et récits de notre communauté.' },
  articles: [
    { key: 'first-trail-race', title: 'Préparer son premier trail', eyebrow: 'Trail', tags: ['trail-running'], publishedAt: '2026-10-28', body: 'Privilégiez le temps passé sur vos pieds plutôt que la distance. Trois sorties par semaine, dont une longue et lente, suffisent pour arriver sur la ligne de départ.\n\n## Travaillez les montées\n\nMarchez vite dans les pentes raides : tout le monde le fait, même les premiers.' },
    { key: 'trail-shoe-guide', title: 'Bien choisir ses chaussures de trail', eyebrow: 'Guide matériel', tags: ['trail-running', 'gear-guides'], publishedAt: '2026-10-14', body: 'Des crampons profonds accrochent dans la boue ; une plaque anti-roches vous protège dans les éboulis. L’ajustement compte plus que tout : gardez un pouce d’espace devant les orteils pour les descentes.' },
    { key: 'day-hike-checklist', title: 'La liste de la randonnée à la journée', eyebrow: 'Randonnée', tags: ['hiking', 'gear-guides'], publishedAt: '2026-09-30', body: '- De l’eau et un en-cas\n- Une veste imperméable, même sous le ciel bleu\n- Une carte et un téléphone chargé\n- Une couche chaude et un bonnet' },
    { key: 'boot-care', title: 'Entretenir ses chaussures de randonnée en cuir', eyebrow: 'Entretien', tags: ['care', 'hiking'], publishedAt: '2026-09-16', body: 'Brossez la boue après chaque sortie et laissez sécher loin du radiateur. Cirez le cuir deux fois par saison pour qu’il reste souple et imperméable.' },
    { key: 'washing-a-shell', title: 'Laver une veste imperméable', eyebrow: 'Entretien', tags: ['care'], publishedAt: '2026-09-02', body: 'Lavez-la avec une lessive technique, jamais d’adoucissant. Un passage au sèche-linge à chaleur douce ravive le traitement déperlant.' },
    { key: 'layering-101', title: 'Le système des trois couches', eyebrow: 'Savoir-faire', tags: ['layering', 'hiking'], publishedAt: '2026-08-19', body: 'La première couche évacue la transpiration, la deuxième garde la chaleur, la troisième arrête la pluie et le vent. Ajoutez ou retirez une couche avant d’avoir froid ou chaud.' },
    { key: 'fitting-a-backpack', title: 'Régler son sac à dos', eyebrow: 'Guide matériel', tags: ['gear-guides', 'hiking'], publishedAt: '2026-08-05', body: 'Mesurez votre dos de la vertèbre saillante à la base du cou jusqu’au haut des hanches. La ceinture porte le poids : serrez-la en premier.' },
    { key: 'hiking-with-kids', title: 'Randonner avec des enfants', eyebrow: 'En famille', tags: ['hiking', 'family'], publishedAt: '2026-07-22', body: 'Choisissez un sentier court avec une récompense à l’arrivée : un lac, un point de vue, une cascade. Laissez-les donner le rythme et prévoyez deux fois plus de goûter.' },
    { key: 'night-running', title: 'Courir sur les sentiers à la nuit tombée', eyebrow: 'Trail', tags: ['trail-running'], publishedAt: '2026-07-08', body: 'Une frontale de 300 lumens ou plus éclaire les racines devant vous. Commencez par un sentier que vous connaissez et prévenez quelqu’un de votre itinéraire.' },
  ],
  compare: [
    { id: 'weight', label: 'Poids', unit: 'g' }, { id: 'drop', label: 'Drop', unit: 'mm' }, { id: 'waterproof', label: 'Imperméable' },
    { id: 'lug-depth', label: 'Profondeur des crampons', unit: 'mm' }, { id: 'best-for', label: 'Idéal pour' },
  ],
  collections: { newArrivals: 'Nouveautés', trailEssentials: 'Les essentiels du trail', stayWarm: 'Bien au chaud' },
  sizeCharts: {
    shoes: { title: 'Guide des tailles chaussures', note: 'Mesurez votre pied du talon au plus long orteil, le soir, avec vos chaussettes de course.' },
    apparel: { title: 'Guide des tailles vêtements', note: 'Mesurez le tour de poitrine à l’endroit le plus fort, sous les bras.' },
    backpacks: { title: 'Guide des tailles sacs à dos', note: 'Mesurez votre dos de la base du cou jusqu’au haut des hanches.' },
    'socks-hats': { title: 'Guide des tailles chaussettes', note: 'Les chaussettes se choisissent selon la pointure ; les bonnets sont en taille unique extensible.' },
  },
  searchHubTitle: 'Que recherchez-vous ?', popularSearches: ['veste imperméable', 'chaussures de trail', 'chaussettes mérinos', 'sac à dos'],
  utility: { help: 'Aide', stores: 'Trouver un magasin', trackOrder: 'Suivre ma commande', loyalty: 'Avantages' },
  legal: '© 2026 Switchback Outdoor SAS. Tous droits réservés.',
};

export const DEMO_COPY: Readonly<Record<SiteId, DemoCopy>> = { 'en-us': EN_US, 'en-gb': EN_GB, 'fr-fr': FR_FR };
