import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { orderNumberSchema } from '@switchback/core';
import type { AxeResults, run as axeRun } from 'axe-core';
import type { Page } from 'playwright-core';
import {
  checkoutUpToPayment, chromiumForThisFile, hydrated, miniCart, newAccount, openOrderableProduct, payAndPlaceOrder, screenshot, signUp, US_SHOPPER, openMenuCategory } from './storefront.driver';

const origin = inject('storefrontOrigin');
const dataDir = inject('storefrontDataDir');
const chromium = chromiumForThisFile();

async function newShopper(javaScriptEnabled = true, bypassCSP = false): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled, bypassCSP });
  return context.newPage();
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

/** axe-core's violations on the page as it is now: `rule-id: selector` per element (the CSP is bypassed to inject it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results: AxeResults = await page.evaluate(() => (window as unknown as { axe: { run: typeof axeRun } }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.flatMap((rule) => rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`));
}

let mailCounter = 0;
const freshEmail = (prefix: string) => `${prefix}.${process.pid}.${Date.now()}.${(mailCounter += 1)}@example.com`;

/** The outbox mails to `email` (quoted-printable decoded as UTF-8). */
function mailsTo(email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  return readdirSync(outbox).map((name) => Buffer.from(readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))
    .filter((text) => text.includes(`To: ${email}`));
}

/** The case number the confirmation page shows (and the URL carries). */
async function shownCaseNumber(page: Page, slug: string): Promise<string> {
  await page.waitForURL(new RegExp(`/en-us/${slug}\\?case=CS-\\d{10}$`));
  const caseNumber = (await page.getByTestId('case-number').textContent()) ?? '';
  expect(caseNumber).toMatch(/^CS-\d{10}$/);
  expect(new URL(page.url()).searchParams.get('case')).toBe(caseNumber);
  return caseNumber;
}

/** A guest buys one product (home → category → product → cart → checkout with the sandbox card): the order number. */
async function placeAnOrder(): Promise<string> {
  const page = await newShopper();
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await page.waitForURL(/\/en-us\/c\//);
  await openOrderableProduct(page);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await miniCart(page, 1).waitFor();
  await miniCart(page, 1).click();
  await page.waitForURL(/\/en-us\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/en-us\/checkout$/);
  await checkoutUpToPayment(page, US_SHOPPER);
  await payAndPlaceOrder(page);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumberSchema.safeParse(orderNumber).success).toBe(true);
  await page.context().close();
  return orderNumber;
}

/** Fills the contact form: names, e-mail, a subject of the select (by its label), the message. */
async function fillContactForm(page: Page, email: string, message: string): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('What is it about?').selectOption({ label: 'Shipping and delivery' });
  await page.getByLabel('Your message').fill(message);
}

describe('contact us in Chromium (issue 8)', () => {
  for (const javaScript of [true, false]) {
    it(`with JavaScript ${javaScript ? 'on' : 'off'}: the footer link, the subjects grouped by category, a case number and a confirmation mail`, async () => {
      const page = await newShopper(javaScript);
      await page.goto(`${origin}/en-us`);
      await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Contact us' }).click();
      await page.waitForURL(/\/en-us\/contact-us$/);
      await page.getByRole('heading', { name: 'Contact us', level: 1 }).waitFor();
      if (javaScript) await hydrated(page);
      // The subjects come from the API, grouped by their category.
      expect(await page.locator('#contact-topic optgroup').evaluateAll((groups) => groups.map((group) => group.getAttribute('label'))))
        .toEqual(['Orders', 'Returns and refunds', 'Products', 'My account', 'Payment and billing', 'Website feedback']);

      // Too short a message and no subject: the error summary names both, and the form keeps what was typed.
      const email = freshEmail(javaScript ? 'contact-js' : 'contact-nojs');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Your message').fill('Help');
      await page.getByRole('button', { name: 'Send message' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await summary.waitFor();
      expect(await summary.getByRole('link').allTextContents()).toEqual(['Choose what your message is about.', 'Write your message in 10 to 2,000 characters.']);
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      expect(await page.getByLabel('Your message').getAttribute('aria-describedby')).toContain('contact-message-error');
      if (javaScript) await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
      await screenshot(page, `support-contact-errors-js-${javaScript ? 'on' : 'off'}`);

      await fillContactForm(page, email, 'My parcel has not arrived yet.\nIt was due on Monday.');
      await page.getByRole('button', { name: 'Send message' }).click();
      const caseNumber = await shownCaseNumber(page, 'contact-us');
      await page.getByRole('heading', { name: 'Thank you, we have your message' }).waitFor();
      if (javaScript) await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await screenshot(page, `support-contact-sent-js-${javaScript ? 'on' : 'off'}`);
      await expect.poll(() => mailsTo(email).some((mail) => mail.includes(caseNumber) && mail.includes('Orders — Shipping and delivery'))).toBe(true);
      await page.context().close();
    });
  }
});

describe('contact us for a signed-in shopper', () => {
  it('the e-mail and first name are those of the account', async () => {
    const page = await newShopper();
    const account = newAccount('contact-signed-in');
    await signUp(page, origin, account);
    await page.goto(`${origin}/en-us/contact-us`);
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    expect(await page.getByLabel('First name').inputValue()).toBe(account.firstName);
    await page.context().close();
  });
});

describe('support pages are accessible (axe-core, Chromium)', () => {
  it('contact us, with its error summary, and the warranty claim\'s first step have no axe violations', async () => {
    const page = await newShopper(true, true);
    await page.goto(`${origin}/en-us/contact-us`);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${origin}/en-us/warranty`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('warranty claim in Chromium (issue 8)', () => {
  let orderNumber: string;

  it('a guest claims on a product of a placed order (number + e-mail, then the line and the fault) and gets a case number', async () => {
    orderNumber = await placeAnOrder();
    const page = await newShopper(true, true);
    await page.goto(`${origin}/en-us`);
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Warranty claim' }).click();
    await page.waitForURL(/\/en-us\/warranty$/);
    await hydrated(page);
    await page.getByLabel('Order number').fill(orderNumber.toLowerCase());
    await page.getByLabel('Email used for the order').fill(US_SHOPPER.email.toUpperCase());
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('button', { name: 'Find my order' }).click();
    const step2 = page.getByRole('heading', { name: `Order ${orderNumber}: which product is faulty?` });
    await step2.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    const lines = page.getByRole('group', { name: 'Product' }).getByRole('radio');
    expect(await lines.count()).toBe(1);
    await lines.first().check();
    await page.getByLabel('What is wrong with it?').fill('The sole came off after a week.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'support-warranty-step-2');
    await page.getByRole('button', { name: 'Send warranty claim' }).click();
    const caseNumber = await shownCaseNumber(page, 'warranty');
    await page.getByRole('heading', { name: 'Thank you, we have your warranty claim' }).waitFor();
    await expect.poll(() => mailsTo(US_SHOPPER.email).some((mail) => mail.includes(caseNumber) && mail.includes(`order ${orderNumber}`))).toBe(true);
    await page.context().close();
  });

  it('with JavaScript off: a wrong e-mail shows the not-found message; the right one leads to the claim and its case number', async () => {
    const page = await newShopper(false);
    await page.goto(`${origin}/en-us/warranty`);
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByLabel('Email used for the order').fill('eve@example.com');
    await page.getByLabel('First name').fill('Eve');
    await page.getByLabel('Last name').fill('Intruder');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.getByRole('alert').getByText('We couldn’t find an order with this number and email address. Check both and try again.').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByLabel('Order number').inputValue()).toBe(orderNumber);
    await screenshot(page, 'support-warranty-not-found');

    // The right e-mail, still without JavaScript: the order's lines, then the claim and its case number.
    await page.getByLabel('Email used for the order').fill(US_SHOPPER.email);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}: which product is faulty?` }).waitFor();
    await page.getByRole('group', { name: 'Product' }).getByRole('radio').first().check();
    await page.getByLabel('What is wrong with it?').fill('Short');
    await page.getByRole('button', { name: 'Send warranty claim' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Describe the fault in 10 to 2,000 characters.' }).waitFor();
    await page.getByLabel('What is wrong with it?').fill('The zip broke on the second day.');
    await page.getByRole('button', { name: 'Send warranty claim' }).click();
    await shownCaseNumber(page, 'warranty');
    await page.context().close();
  });
});
