import { describe, expect, inject, it } from 'vitest';
import { checkoutUpToPayment, chromiumForThisFile, miniCart, openOrderableProduct, screenshot, US_SHOPPER, openMenuCategory } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

describe('the storefront with JavaScript off', () => {
  it('a guest browses, picks colour and size, adds to cart, changes a quantity, removes a line, enters shipping, method and billing, and reaches the card step', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await openMenuCategory(page);
    await page.waitForURL(/\/en-us\/c\//);

    // Two lines in the cart: the first product twice over (two sizes would do), so one can be removed.
    const name = await openOrderableProduct(page, false);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(/^Added .* to your cart\./).waitFor();
    await miniCart(page, 1).waitFor();
    const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio').and(page.locator(':enabled'));
    expect(await sizes.count()).toBeGreaterThan(1);
    await sizes.nth(1).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await miniCart(page, 2).waitFor();
    await screenshot(page, 'nojs-01-product-added');

    await miniCart(page, 2).click();
    await page.waitForURL(/\/en-us\/cart$/);
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    expect(await lines.count()).toBe(2);
    expect(await page.getByText('Calculated at checkout').count()).toBe(1);

    // A quantity of letters is refused at the line, with what was typed kept.
    await lines.first().getByLabel('Quantity').fill('abc');
    await lines.first().getByRole('button', { name: 'Update' }).click();
    await page.getByText(/^Enter a whole number from 1 to \d+\.$/).waitFor();
    expect(await lines.first().getByLabel('Quantity').inputValue()).toBe('abc');

    await lines.first().getByLabel('Quantity').fill('3');
    await lines.first().getByRole('button', { name: 'Update' }).click();
    await miniCart(page, 4).waitFor();
    await lines.nth(1).getByRole('button', { name: /^Remove/ }).click();
    await miniCart(page, 3).waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain(name);
    await screenshot(page, 'nojs-02-cart');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/en-us\/checkout$/);
    await checkoutUpToPayment(page, US_SHOPPER);
    // Only the card needs JavaScript: the page says so, and there is no card form to submit to our server.
    await page.getByText(/^Paying by card needs JavaScript/).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await screenshot(page, 'nojs-03-card-step');
    await context.close();
  });
});
