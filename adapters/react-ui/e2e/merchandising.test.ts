import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForThisFile, hydrated, productSale } from './storefront.driver';

const origin = inject('storefrontOrigin');
const dataDir = inject('storefrontDataDir');
const chromium = chromiumForThisFile();

async function newShopper(javaScriptEnabled = true): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  return context.newPage();
}

let mailCounter = 0;
const freshEmail = (prefix: string) => `${prefix}.${process.pid}.${Date.now()}.${(mailCounter += 1)}@example.com`;

/** The outbox mails to `email` (quoted-printable decoded as UTF-8). */
function mailsTo(email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox);
  } catch {
    return [];
  }
  return names.map((name) => Buffer.from(readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))
    .filter((text) => text.includes(`To: ${email}`));
}

/** Support's stock correction of the e2e server (the same call `switchback support product` makes). */
async function setStock(productId: string, upc: string, qty: number): Promise<void> {
  await productSale(origin, productId, { stock: [{ upc, qty }] });
}

/** Arête Shell Jacket: its first colour (slate) has size L sold out; no other e2e file uses it. */
const ARETE = { productId: 'SBJK0014', slug: 'arete-shell-jacket', soldOutUpc: '840121430030', size: 'L' };
/** Couloir Shell Jacket: its first colour (berry) has XS and L sold out. */
const COULOIR = { productId: 'SBJK0017', slug: 'couloir-shell-jacket' };

describe('product sets', () => {
  it('the product page links to its set; the set page shows every product and the total, and adds one to the cart', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/en-us/p/ridge-trail-runner-SBTR0001`);
    const sets = page.getByRole('region', { name: 'Part of a set' });
    await sets.getByRole('link', { name: 'Ridge Trail Kit (4 products)' }).click();
    await page.waitForURL(/\/en-us\/set\/ridge-trail-kit-SBSET0001$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ridge Trail Kit');
    expect(await page.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Ridge Trail Runner', 'Ridge Daypack', 'Ridge Merino Socks', 'Ridge Shell Jacket']);
    expect(await page.getByRole('heading', { name: 'One of each (4 products)' }).count()).toBe(1);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add Ridge Merino Socks to cart' }).click();
    const added = page.getByText(/^Added Ridge Merino Socks \(size [SML]\) to your cart\./);
    await added.waitFor();
    await expect.poll(() => added.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('with JavaScript off, a product of the set is added by a plain form post and the page says so', async () => {
    const page = await newShopper(false);
    await page.goto(`${origin}/fr-fr/set/ridge-trail-kit-SBSET0001`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kit trail Ridge');
    await page.getByRole('button', { name: 'Ajouter Sac à dos Ridge au panier' }).click();
    await page.waitForURL(/\/fr-fr\/set\/ridge-trail-kit-SBSET0001\?added=\d{12}#set-SBPK0001$/);
    await page.getByText(/^Nous avons ajouté Sac à dos Ridge \(taille (S\/M|M\/L)\) à votre panier\./).waitFor();
    await page.context().close();
  });

  it('an unknown set is a 404 page', async () => {
    const page = await newShopper(false);
    const response = await page.goto(`${origin}/en-us/set/no-such-set-SBSET9999`);
    expect(response?.status()).toBe(404);
    await page.context().close();
  });
});

describe('notify me when a size is back', () => {
  it('JavaScript off (fr-fr): a sold-out size, an e-mail, the confirmation; support restocks and the French mail is in the outbox, once', async () => {
    const email = freshEmail('notify-fr');
    const page = await newShopper(false);
    await page.goto(`${origin}/fr-fr/p/${ARETE.slug}-${ARETE.productId}`);
    const form = page.getByRole('region', { name: 'M’avertir de son retour' });
    expect(await form.getByLabel('Taille épuisée').inputValue()).toBe(ARETE.soldOutUpc);
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByRole('button', { name: 'M’avertir' }).click();
    await page.waitForURL((url) => url.searchParams.get('notify') === 'sent' && !url.search.includes('example.com'));
    await page.getByText(`Merci\u202f! Nous vous écrirons dès que la taille ${ARETE.size} sera de nouveau en stock.`).waitFor();
    expect(mailsTo(email)).toEqual([]);

    await setStock(ARETE.productId, ARETE.soldOutUpc, 3);
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail).toContain('Veste imperméable Arête');
    expect(mail).toContain(`taille ${ARETE.size}, est de nouveau en stock`);
    expect(mail).toContain(`/fr-fr/p/${ARETE.slug}-${ARETE.productId}`);
    // Sold out and back again: nobody is mailed twice who did not ask again.
    await setStock(ARETE.productId, ARETE.soldOutUpc, 0);
    await setStock(ARETE.productId, ARETE.soldOutUpc, 2);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsTo(email)).toHaveLength(1);
    await setStock(ARETE.productId, ARETE.soldOutUpc, 0);
    await page.context().close();
  });

  it('JavaScript on: a bad e-mail is said at the field (focused); a good one is confirmed (focused), without leaving the page', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/en-us/p/${COULOIR.slug}-${COULOIR.productId}`);
    await hydrated(page);
    const form = page.getByRole('region', { name: 'Notify me when it’s back' });
    const url = page.url();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await form.getByText('Enter a valid email address, like name@example.com.').waitFor();
    const emailField = form.getByLabel('Email');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => emailField.evaluate((node) => node === document.activeElement)).toBe(true);

    await emailField.fill(freshEmail('notify-en'));
    await form.getByLabel('Sold-out size').selectOption({ label: 'L' });
    await form.getByRole('button', { name: 'Notify me' }).click();
    const sent = form.getByRole('status').filter({ hasText: 'Thanks! We’ll email you when size L is back in stock.' });
    await sent.waitFor();
    await expect.poll(() => sent.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(page.url()).toBe(url);
    await page.context().close();
  });
});
