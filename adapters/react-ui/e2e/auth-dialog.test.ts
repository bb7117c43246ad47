import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { AxeResults, run as axeRun } from 'axe-core';
import type { Page } from 'playwright-core';
import { chromiumForThisFile, hydrated, newAccount, screenshot, signOut, signOutButton, signUp, skipInterestsStep } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

/** A hydrated guest page; CSP bypassed only so axe can be injected (the CSP has its own test). */
async function newShopper(): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  return context.newPage();
}

const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' });
const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the header's "Sign in" with the keyboard (focus on it, Enter). */
async function openWithKeyboard(page: Page): Promise<void> {
  await headerSignIn(page).focus();
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** Focus is inside the open modal dialog (its first field, or its close button: see the report). */
const focusInDialog = (page: Page) => page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the sign-in and sign-up dialogs (issue 7 §4, commerce-core §2 dialogs), JavaScript on', () => {
  it('opens from the header with the keyboard, shows a wrong password in the dialog, Esc closes and focus returns', async () => {
    const page = await newShopper();
    const account = newAccount('dialog-wrong');
    await signUp(page, origin, account);
    await signOut(page);
    await page.goto(`${origin}/en-us/c/trail-running-1001`);
    await hydrated(page);
    const listing = new URL(page.url()).pathname;
    await openWithKeyboard(page);
    // Still the listing page: a modal dialog, not the sign-in page.
    expect(new URL(page.url()).pathname).toBe(listing);
    await expect.poll(() => focusInDialog(page)).toBe(true);
    // Modal: announced as such, and the focus trapped (Tab and Shift+Tab past every control stay inside).
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    for (let step = 0; step < 12; step += 1) await page.keyboard.press(step < 6 ? 'Tab' : 'Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
    await dialog(page).getByLabel('Email', { exact: true }).fill(account.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill('Wrong-Horse-9');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe('The email or password is not correct.');
    expect(new URL(page.url()).pathname).toBe(listing);
    await screenshot(page, 'auth-dialog-01-wrong-password');

    // axe on the open dialog.
    await page.addScriptTag({ path: AXE_PATH });
    const results = await page.evaluate(() => (window as unknown as { axe: { run: typeof axeRun } }).axe.run(document, { resultTypes: ['violations'] }));
    expect((results as AxeResults).violations.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Sign in');
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
  });

  it('signs in from the dialog: it closes and the header shows the shopper on the same page', async () => {
    const page = await newShopper();
    const account = newAccount('dialog-ok');
    await signUp(page, origin, account);
    await signOut(page);
    await page.goto(`${origin}/en-us/c/trail-running-1001`);
    await hydrated(page);
    const listing = new URL(page.url()).pathname;
    await headerSignIn(page).click();
    await dialog(page).getByLabel('Email', { exact: true }).fill(account.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(account.password);
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await signOutButton(page).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('link', { name: 'Hi, Ada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(listing);
    await screenshot(page, 'auth-dialog-02-signed-in');
  });

  it('switches to the sign-up dialog and creates an account from it', async () => {
    const page = await newShopper();
    const account = newAccount('dialog-up');
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    await headerSignIn(page).click();
    await dialog(page).getByRole('link', { name: 'Create an account' }).click();
    await dialog(page).getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-us');
    // A form error stays in the dialog.
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => focusedId(page)).toBe('dialog-sign-up-first-name');
    await dialog(page).getByText('This field is required.').first().waitFor();
    await dialog(page).getByLabel('First name').fill('Ada');
    await dialog(page).getByLabel('Last name').fill('Lovelace');
    await dialog(page).getByLabel('Email', { exact: true }).fill(account.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(account.password);
    await dialog(page).getByLabel(/privacy policy/).check();
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    // The sign-up dialog gives way to the interests step (storefront-experience §4), itself a dialog.
    await skipInterestsStep(page);
    await signOutButton(page).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('where simplified enrolment is allowed (en-gb here), "Sign in" opens it: the e-mail first, then sign up or sign in', async () => {
    const page = await newShopper();
    const account = newAccount('dialog-simple');
    await page.goto(`${origin}/en-gb`);
    await hydrated(page);
    await openWithKeyboard(page);
    await dialog(page).getByRole('heading', { name: 'Sign in or create an account' }).waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    // An unknown e-mail goes on to sign up, in the dialog, the e-mail carried over.
    await dialog(page).getByLabel('Email address', { exact: true }).fill(account.email);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await dialog(page).getByRole('heading', { name: 'Create an account' }).waitFor();
    await screenshot(page, 'auth-dialog-03-simplified-enrolment-sign-up');
    expect(await dialog(page).getByLabel('Email address', { exact: true }).inputValue()).toBe(account.email);
    await dialog(page).getByLabel('First name').fill('Ada');
    await dialog(page).getByLabel('Surname').fill('Lovelace');
    await dialog(page).getByLabel('Password', { exact: true }).fill(account.password);
    await dialog(page).getByLabel(/privacy policy/).check();
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await skipInterestsStep(page);
    await signOutButton(page).waitFor();
    await signOut(page);

    // A known e-mail: the sign-in step, then back on the page signed in.
    await page.goto(`${origin}/en-gb`);
    await hydrated(page);
    await headerSignIn(page).click();
    await dialog(page).getByLabel('Email address', { exact: true }).fill(account.email);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await dialog(page).getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    expect(await dialog(page).getByLabel('Email address', { exact: true }).inputValue()).toBe(account.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(account.password);
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await signOutButton(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-gb');
  });
});
