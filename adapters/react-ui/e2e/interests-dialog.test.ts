import { describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { auditWithoutJavaScript, runAxe } from './axe-audit';
import { chromiumForThisFile, hydrated, newAccount, screenshot, signOutButton, type AccountDetails } from './storefront.driver';

/**
 * storefront-experience §4 sign-up: "… automatic login, load profile, then an optional interests dialog … skipped for
 * sign-in-to-buy and when skipDialogInterests is set". With JavaScript a dialog over the page the sign-up leads to;
 * without it the interests page first.
 */
const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

async function newShopper(javaScriptEnabled = true): Promise<Page> {
  // bypassCSP: axe's script is added to the page (the storefront's CSP allows only its own nonce).
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled, bypassCSP: true });
  return context.newPage();
}

const interestsDialog = (page: Page) => page.getByRole('dialog', { name: 'What are you into?' });

/** The sign-up page's form filled and sent; answers the response of the form's POST (the action's). */
async function signUpOnPage(page: Page, account: AccountDetails, query = '', javaScript = true): Promise<Response> {
  await page.goto(`${origin}/en-us/account/sign-up${query}`);
  if (javaScript) await hydrated(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.locator('form', { has: page.getByLabel('Password', { exact: true }) }).getByLabel(/privacy policy/).check();
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/en-us/account/sign-up'));
  await page.getByRole('button', { name: 'Create account' }).click();
  return posted;
}

const checkedInterests = (page: Page) =>
  page.locator('main input[name="interest"]').evaluateAll((boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => (box as HTMLInputElement).value));

describe('the interests dialog after sign-up (storefront-experience §4), JavaScript on', () => {
  it('opens over the complete-profile step; two interests saved, a toast, closed, focus on the page heading; shown once', async () => {
    const page = await newShopper();
    await signUpOnPage(page, newAccount('interests'));
    const dialog = interestsDialog(page);
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-us/account/complete-profile');
    await dialog.getByText('Welcome! Your account is ready.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe('interests-running');
    await screenshot(page, 'interests-dialog-01-open');
    expect(await runAxe(page)).toEqual([]);

    await dialog.getByLabel('Hiking').check();
    await dialog.getByLabel('Cycling').check();
    await dialog.getByRole('button', { name: 'Save my interests' }).click();
    await page.locator('.toast-viewport .toast__title', { hasText: 'Your interests are saved.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await signOutButton(page).waitFor();

    // Saved to the profile: the interests page shows them; a new page load does not ask again.
    await page.goto(`${origin}/en-us/account/interests`);
    await hydrated(page);
    expect(await checkedInterests(page)).toEqual(['hiking', 'cycling']);
    expect(await interestsDialog(page).count()).toBe(0);
  });

  it('Escape is "Not now": the dialog closes and nothing is saved', async () => {
    const page = await newShopper();
    await signUpOnPage(page, newAccount('interests-esc'));
    await interestsDialog(page).waitFor();
    await interestsDialog(page).getByLabel('Yoga').check();
    await page.keyboard.press('Escape');
    await interestsDialog(page).waitFor({ state: 'detached' });
    await page.goto(`${origin}/en-us/account/interests`);
    expect(await checkedInterests(page)).toEqual([]);
  });

  it('a sign-up from a presale product\'s "Sign in to buy" (?signInToBuy=1) asks for no interests', async () => {
    const page = await newShopper();
    const posted = await signUpOnPage(page, newAccount('interests-s2b'), '?signInToBuy=1');
    // The action set no "interests pending" flag: the layout has nothing to open.
    expect((await posted.headerValues('set-cookie')).filter((cookie) => cookie.startsWith('sb_interests_pending='))).toEqual([]);
    await page.waitForURL(/\/en-us\/account\/complete-profile/);
    await signOutButton(page).waitFor();
    expect(await interestsDialog(page).count()).toBe(0);
  });

  it('skipDialogInterests=1 is handed on from the sign-in page to the sign-up page and skips the dialog', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/en-us/account/sign-in?skipDialogInterests=1`);
    await page.locator('main').getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/en-us\/account\/sign-up\?skipDialogInterests=1$/);
    const posted = await signUpOnPage(page, newAccount('interests-skip'), '?skipDialogInterests=1');
    expect((await posted.headerValues('set-cookie')).filter((cookie) => cookie.startsWith('sb_interests_pending='))).toEqual([]);
    await signOutButton(page).waitFor();
  });
});

describe('the interests step without JavaScript', () => {
  it('the interests page first, with the welcome; saving goes on to the complete-profile step', async () => {
    const page = await newShopper(false);
    await signUpOnPage(page, newAccount('interests-nojs'), '', false);
    await page.waitForURL(/\/en-us\/account\/interests\?welcome=account&next=/);
    await page.getByText('Welcome! Your account is ready.').waitFor();
    // axe needs script timers: it audits the same HTML (the shopper's cookies) in a context that runs scripts.
    const auditing = await chromium.browser.newContext({ bypassCSP: true });
    await auditing.addCookies(await page.context().cookies());
    expect(await auditWithoutJavaScript(auditing, page.url())).toEqual([]);
    await auditing.close();
    await page.getByLabel('Running').check();
    await page.getByLabel('Camping').check();
    await page.getByRole('button', { name: 'Save my interests' }).click();
    await page.waitForURL(/\/en-us\/account\/complete-profile\?step=/);
    await page.goto(`${origin}/en-us/account/interests`);
    expect(await checkedInterests(page)).toEqual(['running', 'camping']);
  });
});
