import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpoints, pathFor, productPath, type ReviewsPage, type ReviewTranslation } from '@switchback/core';
import { chromiumForThisFile, hydrated, newAccount, screenshot, signUp } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** A call of the commerce API the e2e server serves under /api, as a guest of en-us. */
async function api<T>(name: keyof typeof endpoints, cookie: string, options: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
  const endpoint = endpoints[name];
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const answer = await fetch(`${origin}/api${pathFor(endpoint.path, options.params)}${query}`, {
    method: endpoint.method,
    headers: { cookie, 'x-site-id': 'en-us', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

interface Showcase {
  readonly path: string;
  /** A French review on the first page of reviews (newest first) with a stored English translation. */
  readonly french: { readonly id: string; readonly title: string; readonly translation: ReviewTranslation };
  /** Another review of that page (reported in the test). */
  readonly other: { readonly id: string };
}

/** A seeded product whose first page of reviews has a French review with an English translation, read from the API. */
async function showcase(): Promise<Showcase> {
  const token = await fetch(`${origin}/api${endpoints.guestToken.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Guest' }),
  });
  const cookie = (token.headers.get('set-cookie') ?? '').split(';')[0]!;
  const catalog = await api<{ categories: { id: string }[] }>('catalog', cookie);
  for (const category of catalog.categories) {
    const hits = await api<{ hits: { id: string; slug: string }[] }>('productSearch', cookie, { query: { categoryId: category.id, count: '100' } });
    for (const hit of hits.hits) {
      const page = await api<ReviewsPage>('getReviews', cookie, { params: { productId: hit.id } });
      // Among the first three, so that the review the test writes (the newest) leaves them on the first page.
      const first = page.reviews.slice(0, 3);
      const french = first.find((review) => review.language === 'fr' && review.translationAvailable);
      const other = first.find((review) => review.id !== french?.id);
      if (french === undefined || other === undefined) continue;
      const translation = await api<ReviewTranslation>('translateReview', cookie, { params: { reviewId: french.id }, body: { language: 'en' } });
      return { path: productPath('en-us', hit.slug, hit.id), french: { id: french.id, title: french.title, translation }, other: { id: other.id } };
    }
  }
  throw new Error('no seeded product has a French review with an English translation on its first page');
}

const reviewForm = (page: Page) => page.getByRole('form', { name: 'Write a review' });

async function fillReview(page: Page, review: { rating: number; title: string; text: string }): Promise<void> {
  const form = reviewForm(page);
  await form.getByRole('radio', { name: `${review.rating} stars` }).check();
  await form.getByLabel('Title').fill(review.title);
  await form.getByLabel('Your review').fill(review.text);
}

describe('reviews and questions on the product page', () => {
  it('a shopper signs in, writes a review (REV410 at the text first), sees it; votes, reports, translates a French review; asks a question', async () => {
    const product = await showcase();
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // A guest is sent to sign in, and comes back to write.
    await page.goto(`${origin}${product.path}`);
    const signInLink = page.getByRole('link', { name: 'Sign in to write a review' });
    expect(await signInLink.getAttribute('href')).toContain(`redirectTo=${encodeURIComponent('/en-us/reviews/write/')}`);
    // The product's own rating link (the recommendation cards below carry their ratings too).
    expect(await page.locator('article.product-detail').getByRole('link', { name: /out of 5|No reviews yet/ }).count()).toBe(1);

    await signUp(page, origin, newAccount('reviewer'));
    await page.goto(`${origin}${product.path}`);
    await hydrated(page);
    const title = `Warm and light ${Date.now()}`;
    await fillReview(page, { rating: 4, title, text: 'x'.repeat(2001) });
    await expect.poll(() => page.getByText('2001 of 2000 characters').count()).toBe(1);
    await reviewForm(page).getByRole('button', { name: 'Publish review' }).click();
    const tooLong = page.getByText('Your text is too long. Please shorten it.');
    await tooLong.waitFor();
    expect(await reviewForm(page).getByLabel('Your review').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('text');
    await screenshot(page, 'reviews-01-too-long');

    await reviewForm(page).getByLabel('Your review').fill('Kept me warm on a cold ridge, and it packs small.');
    await reviewForm(page).getByRole('button', { name: 'Publish review' }).click();
    await page.getByText('Thank you! Your review is published.').waitFor();
    const mine = page.getByRole('article', { name: title });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('By Ada L.');
    expect(await mine.getByRole('button', { name: 'Report' }).count()).toBe(0);

    // Helpful vote on the French review: pressed, counted once.
    const french = page.locator(`#r-${product.french.id}`);
    const yes = french.getByRole('button', { name: /^Yes \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await yes.textContent()) ?? '')![1]);
    await yes.click();
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true');
    await page.waitForLoadState('networkidle');
    expect(await yes.textContent()).toBe(`Yes (${before + 1})`);
    expect(await yes.isDisabled()).toBe(true);

    // Translate it, and back.
    expect(await french.getByRole('heading').textContent()).toBe(product.french.title);
    await french.getByRole('button', { name: 'Show translation' }).click();
    await expect.poll(() => french.getByRole('heading').textContent()).toBe(product.french.translation.title);
    expect(await french.textContent()).toContain(product.french.translation.text);
    await screenshot(page, 'reviews-02-translated');
    await french.getByRole('button', { name: 'Show original' }).click();
    await expect.poll(() => french.getByRole('heading').textContent()).toBe(product.french.title);

    // Report another review.
    const other = page.locator(`#r-${product.other.id}`);
    await other.getByRole('button', { name: 'Report' }).click();
    await other.getByText('Reported. Thank you, we will look at it.').waitFor();

    // Ask a question.
    const question = `Does it run small? ${Date.now()}`;
    await page.getByLabel('Ask a question about this product').fill(question);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Question sent' });
    await success.getByText('Thank you! Your question is published.').waitFor();
    await screenshot(page, 'reviews-03-question-sent');
    await success.getByRole('button', { name: 'Close' }).click();
    await success.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('question');
    await page.getByRole('heading', { name: question }).waitFor();
    // Every write went through the fetchers (no full-page fallback, no failure notice).
    expect(page.url()).not.toContain('rnotice');
    await screenshot(page, 'reviews-04-question');
    await context.close();
  });

  it('with JavaScript off: a helpful vote and a written review post, redirect back, and show', async () => {
    const product = await showcase();
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signUp(page, origin, newAccount('reviewer-nojs'));
    await page.goto(`${origin}${product.path}`);

    const french = page.locator(`#r-${product.french.id}`);
    const yes = french.getByRole('button', { name: /^Yes \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await yes.textContent()) ?? '')![1]);
    await yes.click();
    await page.waitForURL(/rnotice=reviews.notice.voted/);
    await page.getByText('Thank you for your vote.').waitFor();
    expect(await yes.textContent()).toBe(`Yes (${before + 1})`);
    expect(await yes.getAttribute('aria-pressed')).toBe('true');

    // Show translation works as a plain GET form.
    await french.getByRole('button', { name: 'Show translation' }).click();
    await page.waitForURL(new RegExp(`translate=${product.french.id}`));
    expect(await page.locator(`#r-${product.french.id}`).getByRole('heading').textContent()).toBe(product.french.translation.title);

    // A review too long: the write page says so at the text, keeping what was typed; then a good one.
    const title = `No script needed ${Date.now()}`;
    await fillReview(page, { rating: 5, title, text: 'y'.repeat(2001) });
    await reviewForm(page).getByRole('button', { name: 'Publish review' }).click();
    await page.waitForURL(/\/en-us\/reviews\/write\//);
    await page.getByText('Your text is too long. Please shorten it.').waitFor();
    expect(await reviewForm(page).getByLabel('Title').inputValue()).toBe(title);
    await reviewForm(page).getByLabel('Your review').fill('Works with JavaScript off, like the boots.');
    await reviewForm(page).getByRole('button', { name: 'Publish review' }).click();
    await page.waitForURL(/\/en-us\/p\/.*rnotice=reviews.notice.written/);
    await page.getByText('Thank you! Your review is published.').waitFor();
    await page.getByRole('article', { name: title }).waitFor();
    expect(await page.getByText('You have reviewed this product. Thank you!').count()).toBe(1);
    await screenshot(page, 'reviews-05-no-javascript');
    await context.close();
  });
});
