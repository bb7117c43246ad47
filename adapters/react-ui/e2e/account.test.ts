import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_CARDS } from '@switchback/core';
import { chromiumForThisFile, fillCard, hydrated, newAccount, openOrderableProduct, screenshot, signUp, openMenuCategory } from './storefront.driver';

/**
 * Issue 7 consumer: a signed-in shopper's account pages (profile, address book, saved cards, SMS, interests, download
 * my data, complete profile) and EXPRESS checkout, in Chromium, with JavaScript on and off.
 */
const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

async function newShopper(javaScriptEnabled = true): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled, acceptDownloads: true });
  return context.newPage();
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const addressForm = (page: Page) => page.locator('form', { has: page.getByRole('button', { name: 'Save address' }) });

async function addAddress(page: Page, line1: string, options: { zip?: string; makeDefault?: boolean } = {}): Promise<void> {
  const form = addressForm(page);
  await form.getByLabel('Address', { exact: true }).fill(line1);
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('State').selectOption('CO');
  await form.getByLabel('ZIP code').fill(options.zip ?? '80202');
  await form.getByLabel('Phone').fill('303 555 0100');
  if (options.makeDefault === true) await form.getByLabel('Make this my default address of its type').check();
  await form.getByRole('button', { name: 'Save address' }).click();
}

async function addToCart(page: Page): Promise<void> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await openOrderableProduct(page);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(/^Added .* to your cart\./).waitFor();
}

describe('the account pages (issue 7 consumer)', () => {
  it('a guest opening an account page is sent to sign in, with the way back', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/en-us/account/complete-profile`);
    await page.waitForURL(/\/en-us\/account\/sign-in\?redirectTo=%2Fen-us%2Faccount%2Fcomplete-profile$/);
  });

  it('sign up → add an address and a card → EXPRESS checkout lands on the summary and places the order', async () => {
    const page = await newShopper();
    await signUp(page, origin, newAccount('express'));
    await page.goto(`${origin}/en-us/account`);
    // A new account has no phone, postcode or birth date yet: partially enrolled (§4).
    await page.getByText('Your profile is not complete yet.').waitFor();
    await addAddress(page, '1600 Wynkoop St');
    await notice(page, 'Your address book has been updated.').waitFor();
    await expect.poll(() => page.locator('.account-list__label', { hasText: 'Shipping address · Default' }).count()).toBe(1);

    await hydrated(page);
    await fillCard(page, SANDBOX_CARDS.authorises);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('VISA ending in 1111 · Default').waitFor();
    // §8: the same card again is PYT300, its server message shown.
    await fillCard(page, SANDBOX_CARDS.authorises);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByRole('alert').filter({ hasText: 'This card is already saved to your account.' }).waitFor();
    await screenshot(page, 'account-01-address-and-card');

    await addToCart(page);
    await page.goto(`${origin}/en-us/cart`);
    // §4: the cart's Checkout is the way in; an eligible consumer lands on the summary with no extra click.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/en-us\/checkout\?status=express$/);
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Express checkout' }).count()).toBe(0);
    await notice(page, 'Express checkout: your default address').waitFor();
    await page.getByText('1600 Wynkoop St').first().waitFor();
    await screenshot(page, 'account-02-express-summary');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/en-us\/order-confirmation/);
    await page.locator('#confirmation-title').waitFor();
    // Shipped to the default address; the saved card's stored credential paid (commerce-api's consumer tests prove the payment).
    await page.getByText('1600 Wynkoop St').first().waitFor();

    // Arriving at /checkout by URL (no 'begin' write): the explicit offer is the fallback, and it lands on the summary too.
    await addToCart(page);
    await page.goto(`${origin}/en-us/checkout`);
    await page.getByRole('heading', { name: 'Express checkout' }).waitFor();
    await page.getByRole('button', { name: 'Use express checkout' }).click();
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/en-us\/order-confirmation/);

    // With JavaScript off (the same session), the cart's Checkout is a plain form post that lands on the summary.
    await addToCart(page);
    const noJs = await chromium.browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await noJs.newPage();
    await plain.goto(`${origin}/en-us/cart`);
    await plain.getByRole('button', { name: 'Checkout' }).click();
    await plain.waitForURL(/\/en-us\/checkout\?status=express$/);
    await plain.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    await notice(plain, 'Express checkout: your default address').waitFor();
  });

  it('with JavaScript off: profile, address book (add, refused, make default, delete), SMS with the country mask, interests, download, complete profile', async () => {
    const page = await newShopper(false);
    await signUp(page, origin, newAccount('nojs'));
    await page.goto(`${origin}/en-us/account`);

    const profile = page.locator('form', { has: page.getByRole('button', { name: 'Save profile' }) });
    await profile.getByLabel('ZIP code').fill('80202');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await notice(page, 'Your profile has been saved.').waitFor();

    await addAddress(page, '1 First St');
    await notice(page, 'Your address book has been updated.').waitFor();
    await addAddress(page, '2 Second St', { zip: 'ABCDE' });
    await page.getByText('Enter a valid ZIP code, like 12345 or 12345-6789.').waitFor();
    await addAddress(page, '2 Second St');
    await notice(page, 'Your address book has been updated.').waitFor();
    await page.getByRole('button', { name: 'Make default 2 Second St' }).click();
    await expect.poll(() => page.locator('.account-list__item', { hasText: '2 Second St' }).getByText('Default').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete 2 Second St' }).click();
    await notice(page, 'The address has been deleted.').waitFor();
    // The remaining address became the default again (§4: one main per type while addresses remain).
    await expect.poll(() => page.locator('.account-list__item', { hasText: '1 First St' }).getByText('Default').count()).toBe(1);

    // Card entry needs JavaScript: a notice says so.
    await page.getByText(/^Adding a card needs JavaScript/).waitFor();

    await page.locator('#sms-country').selectOption('FR');
    await page.locator('#sms-phone').fill('06 12 34 56 78');
    await page.getByLabel('Yes, send me text messages').check();
    await page.getByRole('button', { name: 'Save text message preferences' }).click();
    await notice(page, 'Your text message preferences have been saved.').waitFor();
    expect(await page.locator('#sms-phone').inputValue()).toBe('+33612345678');
    expect(await page.locator('#sms-phone-hint').textContent()).toBe('Format: +33 X XX XX XX XX (X is a digit)');

    await page.getByLabel('Hiking').check();
    await page.getByRole('button', { name: 'Save interests' }).click();
    await notice(page, 'Your interests have been saved.').waitFor();
    expect(await page.getByLabel('Hiking').isChecked()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^switchback-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = await download.path();
    const { readFileSync } = await import('node:fs');
    const data = JSON.parse(readFileSync(saved, 'utf8')) as { addresses: unknown[]; profile: { preferences: { interests: string } } };
    expect(data.addresses).toHaveLength(1);
    expect(data.profile.preferences.interests).toBe('hiking');

    // §4 enrolment: no phone yet → the mobile step first, then the profile step.
    await page.goto(`${origin}/en-us/account/complete-profile`);
    await page.getByRole('heading', { name: 'Your mobile number' }).waitFor();
    await page.locator('#complete-phone').fill('303 555 0199');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await page.getByLabel('Date of birth').fill('1990-12-10');
    await page.getByRole('button', { name: 'Finish' }).click();
    await notice(page, 'Your profile has been saved.').waitFor();
    await expect.poll(() => page.getByText('Your profile is not complete yet.').count()).toBe(0);
  });
});
