import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditWithoutJavaScript, runAxe } from './axe-audit';
import { chromiumForThisFile, hydrated, newAccount, screenshot, signOut, signOutButton, signUp } from './storefront.driver';

/** Issue 12 §2 the forms of storefront-experience §4/§5 on their own pages (app/enrolment, app/events). */
const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

async function newShopper(javaScriptEnabled = true): Promise<Page> {
  // bypassCSP: axe's script is added to the page (the storefront's CSP allows only its own nonce).
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled, bypassCSP: true });
  return context.newPage();
}

let counter = 0;
const freshEmail = (prefix: string) => `${prefix}.${process.pid}.${Date.now()}.${(counter += 1)}@example.com`;

/** The page's own newsletter form (the footer may hold another). */
async function subscribe(page: Page, email: string): Promise<void> {
  const main = page.locator('main');
  await main.getByLabel('Your address for the newsletter', { exact: true }).fill(email);
  await main.getByLabel(/privacy policy/).check();
  await main.getByRole('button', { name: 'Subscribe' }).click();
}

describe('newsletter (§4: submit, success message; already subscribed: the heading, no form)', () => {
  it('with JavaScript: a refusal at the field, then the success message in place; the same e-mail again says already subscribed', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/en-us/newsletter`);
    await hydrated(page);
    await page.locator('main').getByLabel('Your address for the newsletter', { exact: true }).fill('not-an-email');
    await page.locator('main').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please accept the privacy policy to subscribe.').waitFor();
    const email = freshEmail('news');
    await subscribe(page, email);
    await page.getByRole('heading', { name: 'Thanks for subscribing!' }).waitFor();
    expect(page.url()).toBe(`${origin}/en-us/newsletter`);
    expect(await page.locator('main').getByRole('button', { name: 'Subscribe' }).count()).toBe(0);

    const again = await newShopper();
    await again.goto(`${origin}/en-us/newsletter`);
    await hydrated(again);
    await subscribe(again, email);
    await again.getByRole('heading', { name: 'You’re already subscribed to our newsletter.' }).waitFor();
    expect(await again.locator('main').getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
  });

  it('without JavaScript: a plain POST, redirected back with the success message (Post/Redirect/Get)', async () => {
    const page = await newShopper(false);
    await page.goto(`${origin}/en-us/newsletter`);
    await subscribe(page, freshEmail('news-nojs'));
    await page.locator('main').getByRole('heading', { name: 'Thanks for subscribing!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('newsletter')).toBe('subscribed');
    // Only the form that was sent says thanks: the footer's newsletter form is still there.
    expect(await page.getByRole('heading', { name: 'Thanks for subscribing!' }).count()).toBe(1);
    expect(await page.locator('footer').getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
  });

  it('in French, the form and its success message', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/fr-fr/newsletter`);
    await hydrated(page);
    const main = page.locator('main');
    await main.getByLabel('Votre adresse pour la newsletter', { exact: true }).fill(freshEmail('news-fr'));
    await main.getByLabel(/politique de confidentialité/).check();
    await main.getByRole('button', { name: 'S’abonner' }).click();
    await page.getByRole('heading', { name: 'Merci pour votre abonnement\u202f!' }).waitFor();
  });
});

describe('loyalty sign-up (§2: prefilled from the query parameters; §4: automatic login, Loyalty enrolment, interests)', () => {
  it('the link prefills the e-mail and names the referral; the new account is signed in, a member, and asked for interests', async () => {
    const page = await newShopper();
    const email = freshEmail('loyal');
    await page.goto(`${origin}/en-us/account/sign-up?variant=loyalty&consumerId=C123&email=${encodeURIComponent(email)}&referral_code=FRIEND42&storeNum=STR-DEN-01&enrollment_marketing_source=spring-mailer&leadSource=email`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Join our loyalty program', level: 1 }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByText('A friend invited you (referral code FRIEND42).').waitFor();
    expect(await page.locator('input[name="enrollment_marketing_source"]').inputValue()).toBe('spring-mailer');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.locator('form', { has: page.getByLabel('Password', { exact: true }) }).getByLabel(/privacy policy/).check();
    await page.getByRole('button', { name: 'Create account and join' }).click();
    // §4 the interests dialog over the loyalty page the sign-up leads to.
    const interests = page.getByRole('dialog', { name: 'What are you into?' });
    await interests.getByText('Welcome to the loyalty program! Your account is ready.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en-us/loyalty/join');
    await interests.getByLabel('Hiking').check();
    await interests.getByRole('button', { name: 'Save my interests' }).click();
    await interests.waitFor({ state: 'detached' });
    await signOutButton(page).waitFor();
    await page.getByRole('heading', { name: 'You’re already a member.' }).waitFor();
    expect(await page.locator('[data-benefit="freeShipping"]').count()).toBe(1);
  });

  it('the benefits hide free shipping in GB and FR (§9)', async () => {
    const page = await newShopper(false);
    await page.goto(`${origin}/en-gb/loyalty/join`);
    await page.getByRole('heading', { name: 'Member benefits' }).waitFor();
    expect(await page.locator('[data-benefit="freeShipping"]').count()).toBe(0);
    await page.goto(`${origin}/fr-fr/loyalty/join`);
    expect(await page.locator('[data-benefit="points"]').count()).toBe(1);
    expect(await page.locator('[data-benefit="freeShipping"]').count()).toBe(0);
  });
});

describe('event sign-up (§4: two steps, sign in or create an account, then join; confirmation with a close button)', () => {
  it('in the dialog: toggle to sign-up and back, sign in, join the two-day event with a day and a guest, see the confirmation; axe clean', async () => {
    const account = newAccount('event');
    const page = await newShopper();
    await signUp(page, origin, account);
    await signOut(page);
    await page.goto(`${origin}/en-us/events`);
    await hydrated(page);
    const trail = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Trail weekend' }) });
    await trail.getByRole('link', { name: 'Sign up for this event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trail weekend' });
    await dialog.getByRole('heading', { name: 'Sign in' }).waitFor();
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByRole('heading', { name: 'Create an account' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Join Trail weekend' }).waitFor();
    const email = dialog.getByLabel('Email', { exact: true });
    expect(await email.isDisabled()).toBe(true);
    expect(await email.inputValue()).toBe(account.email);
    expect(await dialog.getByRole('checkbox', { name: /June/ }).count()).toBe(2);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'enrolment-01-event-dialog-join');

    await dialog.getByRole('button', { name: 'Join the event' }).click();
    await dialog.getByText('Please accept the event terms to continue.').waitFor();
    await dialog.getByRole('checkbox', { name: /June 12/ }).check();
    await dialog.getByLabel(/Guest’s name/).fill('Grace Hopper');
    await dialog.getByLabel('I accept the event terms and conditions').check();
    await dialog.getByRole('button', { name: 'Join the event' }).click();
    await dialog.getByRole('heading', { name: 'You’re on the list!' }).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await signOutButton(page).waitFor();
  });

  it('without JavaScript: the event page signs in, joins the one-day event, confirms; a second visit shows the confirmation', async () => {
    const account = newAccount('event-nojs');
    const setup = await newShopper();
    await signUp(setup, origin, account);
    const page = await newShopper(false);
    await page.goto(`${origin}/en-us/events/store-run-club`);
    await page.getByRole('heading', { name: 'Sign in', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create an account', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Join Store run club' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /May/ }).count()).toBe(0);
    await page.getByLabel('I accept the event terms and conditions').check();
    await page.getByRole('button', { name: 'Join the event' }).click();
    await page.getByRole('heading', { name: 'You’re on the list!' }).waitFor();
    await page.goto(`${origin}/en-us/events/store-run-club`);
    await page.getByRole('heading', { name: 'You’re on the list!' }).waitFor();
  });
});

describe('SMS opt-in (§4: ticking opens the terms; I accept sets optInAccepted; an invalid phone resets it)', () => {
  it('the terms dialog, accept, a phone made invalid unticks, accept again and subscribe', async () => {
    const page = await newShopper();
    await signUp(page, origin, newAccount('sms'));
    await page.goto(`${origin}/en-us/sms-opt-in`);
    await hydrated(page);
    const phone = page.getByLabel('Mobile phone number');
    await phone.fill('3035550100');
    expect(await phone.inputValue()).toBe('(303) 555 - 0100');
    const box = page.getByLabel('Send me offers by text message');
    await box.click();
    const terms = page.getByRole('dialog', { name: 'SMS terms' });
    await terms.getByRole('button', { name: 'I accept' }).click();
    await terms.waitFor({ state: 'detached' });
    expect(await box.isChecked()).toBe(true);
    await phone.fill('30355');
    expect(await box.isChecked()).toBe(false);
    await phone.fill('3035550100');
    await box.click();
    await page.getByRole('dialog', { name: 'SMS terms' }).getByRole('button', { name: 'I accept' }).click();
    await page.getByRole('button', { name: 'Sign up for texts' }).click();
    await page.getByRole('heading', { name: 'You’re signed up for text messages.' }).waitFor();
  });

  it('without JavaScript the terms are on the page and ticking the box accepts them', async () => {
    const account = newAccount('sms-nojs');
    const setup = await newShopper();
    await signUp(setup, origin, account);
    const page = await newShopper(false);
    await page.goto(`${origin}/en-us/account/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signOutButton(page).waitFor();
    await page.goto(`${origin}/en-us/sms-opt-in`);
    await page.getByText(/Reply STOP to cancel/).waitFor();
    await page.getByLabel('Mobile phone number').fill('(303) 555-0101');
    await page.getByLabel(/I accept the SMS terms below/).check();
    await page.getByRole('button', { name: 'Sign up for texts' }).click();
    await page.getByRole('heading', { name: 'You’re signed up for text messages.' }).waitFor();
  });
});

describe('axe on the forms pages (issue 12 §2)', () => {
  it('newsletter, events, an event, SMS opt-in, loyalty join and the loyalty sign-up: clean with JavaScript and without', async () => {
    const page = await newShopper();
    for (const path of ['/en-us/newsletter', '/en-us/events', '/en-us/events/trail-weekend-2027', '/en-us/sms-opt-in', '/fr-fr/loyalty/join', '/en-us/account/sign-up?variant=loyalty&email=ada%40example.com']) {
      await page.goto(`${origin}${path}`);
      await hydrated(page);
      expect(await runAxe(page), path).toEqual([]);
      expect(await auditWithoutJavaScript(page.context(), `${origin}${path}`), `${path} without JavaScript`).toEqual([]);
    }
  });
});
