import { describe, expect, inject, it } from 'vitest';
import { PAY_LATER_INSTALMENTS, SANDBOX_CARDS, SANDBOX_PAY_LATER, SANDBOX_THREE_DS, SANDBOX_THREE_DS_CARDS } from '@switchback/core';
import type { Page } from 'playwright-core';
import { cartWithOneProduct, checkoutUpToPayment, chromiumForThisFile, fillCard, hydrated, US_SHOPPER, type ShopperDetails } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** A fresh guest (its own cookies); `device` sets the storefront's first-party device id (a sandbox test device). */
async function newGuest(device?: string): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (device !== undefined) await context.addCookies([{ name: 'sb_device', value: device, url: origin }]);
  return context.newPage();
}

/** One product in the cart, then checkout up to the payment step. */
async function toPayment(page: Page, shopper: ShopperDetails = US_SHOPPER): Promise<void> {
  await cartWithOneProduct(page, origin);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/en-us\/checkout$/);
  await checkoutUpToPayment(page, shopper);
}

/** The card (tokenised in the browser), the summary, Place order. */
async function placeWithCard(page: Page, card: string): Promise<void> {
  await hydrated(page);
  await fillCard(page, card);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
  await page.getByRole('button', { name: /^Place order/ }).click();
}

/** The three-ds challenge dialog is open; "Continue to your bank" leads to the sandbox bank's page on our origin. */
async function toTheBank(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment with your bank' });
  await dialog.waitFor();
  await dialog.getByRole('link', { name: 'Continue to your bank' }).click();
  await page.getByRole('heading', { name: 'Sandbox bank: confirm your payment' }).waitFor();
  expect(new URL(page.url()).origin).toBe(origin);
}

describe('payments in Chromium (issue 10 §3)', () => {
  it('3-D Secure success: the challenge dialog, the bank page (a wrong code is refused at its input), then the confirmation', async () => {
    const page = await newGuest();
    await toPayment(page);
    await placeWithCard(page, SANDBOX_THREE_DS_CARDS.challenge);
    await toTheBank(page);
    await page.getByLabel('Confirmation code').fill('000000');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByText('This isn’t the code your bank sent. Please try again.').waitFor();
    await page.getByLabel('Confirmation code').fill(SANDBOX_THREE_DS.approvalCode);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/order-confirmation\?order=/);
    await page.context().close();
  });

  it('3-D Secure failure: back to billing and payment with the authentication error, a new cart with the same item', async () => {
    const page = await newGuest();
    await toPayment(page);
    await placeWithCard(page, SANDBOX_THREE_DS_CARDS.challenge);
    await toTheBank(page);
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await page.waitForURL(/\/en-us\/checkout\?problem=authentication$/);
    await page.getByRole('alert').filter({ hasText: 'We couldn’t verify your payment.' }).waitFor();
    await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
    // The new cart holds the item again: it can be paid by another card.
    await placeWithCard(page, SANDBOX_CARDS.authorises);
    await page.waitForURL(/\/order-confirmation\?order=/);
    await page.context().close();
  });

  it('pay later: the info dialog shows the plan; the order is placed with pay later', async () => {
    const page = await newGuest();
    await toPayment(page);
    await hydrated(page);
    await page.getByRole('button', { name: 'How pay later works' }).click();
    const info = page.getByRole('dialog', { name: 'Buy now, pay later' });
    await info.waitFor();
    await expect.poll(() => info.getByRole('listitem').count()).toBe(PAY_LATER_INSTALMENTS);
    await info.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Pay later', exact: true }).click();
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    await page.getByText(/^Pay later: 4 instalments of /).waitFor();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/order-confirmation\?order=/);
    await page.context().close();
  });

  it('pay later declined (PAY400) for the declining test identity: the message at the top of the payment step', async () => {
    const page = await newGuest();
    await toPayment(page, { ...US_SHOPPER, lastName: SANDBOX_PAY_LATER.declinedLastName });
    await page.getByRole('button', { name: 'Pay later', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'couldn’t approve this purchase' }).waitFor();
    await page.context().close();
  });

  it('the fraud rule refuses a deny-listed device: the refusal is shown and no order is placed', async () => {
    const page = await newGuest('sandbox-fraud-denied');
    await toPayment(page);
    await placeWithCard(page, SANDBOX_CARDS.authorises);
    await page.getByRole('alert').filter({ hasText: 'We couldn’t verify this payment.' }).waitFor();
    expect(page.url()).not.toMatch(/order-confirmation/);
    await page.context().close();
  });
});
