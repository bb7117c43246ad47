import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_CARDS, SANDBOX_RECAPTCHA_PASS } from '@switchback/core';
import { startStorefrontProcess, type StorefrontProcess } from '../scripts/storefront-process';
import { chromiumForThisFile, fillCard, hydrated, newAccount, signOutButton, skipInterestsStep } from './storefront.driver';

/**
 * A storefront with a reCAPTCHA site key (its API keeps the sandbox verifier). Google is not reachable from the
 * tests: the widget's script is answered by a stand-in `grecaptcha` whose token the test chooses, which the
 * sandbox verifier then judges: so the token the form sends is exactly the one the API checks.
 */
const chromium = chromiumForThisFile();
let server: StorefrontProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'auth2-recaptcha-e2e-'));
  server = await startStorefrontProcess({ dataDir, env: { RECAPTCHA_SITE_KEY: 'e2e-site-key' } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function shopperWithWidget(token: string): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route('https://www.google.com/recaptcha/api.js**', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: `window.__actions = []; window.grecaptcha = { ready: (f) => f(), execute: (key, o) => { window.__actions.push(key + ':' + o.action); return Promise.resolve(${JSON.stringify(token)}); } };`,
  }));
  return page;
}

async function fillSignUp(page: Page, email: string): Promise<void> {
  await page.goto(`${server.origin}/en-us/account/sign-up`);
  await hydrated(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
  await page.locator('form', { has: page.getByLabel('Password', { exact: true }) }).getByLabel(/privacy policy/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('bot defence with a reCAPTCHA site key (issue 7 §2)', () => {
  it('loads the widget under the CSP nonce and sends its token: a bot token is refused with the message', async () => {
    const page = await shopperWithWidget('a-bot');
    const blocked: string[] = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) blocked.push(message.text()); });
    await fillSignUp(page, newAccount('captcha-bot').email);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('We could not verify you are not a robot. Please try again.');
    expect(await page.evaluate(() => (window as unknown as { __actions: string[] }).__actions)).toEqual(['e2e-site-key:signup', 'e2e-site-key:signin']);
    expect(await page.locator('#recaptcha-script').evaluate((script: HTMLScriptElement) => script.nonce !== '')).toBe(true);
    expect(blocked).toEqual([]);
  });

  it('a human token passes: signed up and signed in', async () => {
    const page = await shopperWithWidget(SANDBOX_RECAPTCHA_PASS);
    await fillSignUp(page, newAccount('captcha-human').email);
    // A token is single-use: the form asks the widget for one for the sign-up and one for the sign-in that follows.
    await skipInterestsStep(page);
    await signOutButton(page).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __actions: string[] }).__actions)).toEqual(['e2e-site-key:signup', 'e2e-site-key:signin']);
  });

  it('saving a card sends a widget token for the API\'s savecard check: a human token saves it', async () => {
    const page = await shopperWithWidget(SANDBOX_RECAPTCHA_PASS);
    await fillSignUp(page, newAccount('captcha-card').email);
    await skipInterestsStep(page);
    await signOutButton(page).waitFor();
    await page.goto(`${server.origin}/en-us/account`);
    await hydrated(page);
    await fillCard(page, SANDBOX_CARDS.authorises);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('VISA ending in 1111 · Default').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __actions: string[] }).__actions)).toContain('e2e-site-key:savecard');
  });
});
