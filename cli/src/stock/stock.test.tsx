import { render } from 'ink-testing-library';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { catalogueError, type ProductSaleSupportApi, type ProductSaleUpdate } from '@switchback/core';
import { FixedClock } from '@switchback/core/testing';
import type { CliSession, CommandContext } from '../shared/cli-session';
import { parseOptions } from '../shared/cli-options.schema';
import { captureIo } from '../testing/capture-io';
import { stockSetOptionsSchema } from './stock-options.schema';
import { stockSetCommand } from './stock-set.command';
import { StockScreen } from './stock.screen';

const UPC = '840121430030';

describe('stock set options', () => {
  it('a product id, a 12-digit UPC and a whole number of units; anything else names its option', () => {
    expect(parseOptions(stockSetOptionsSchema, { product: 'SBJK0014', upc: UPC, qty: '3' })._unsafeUnwrap()).toEqual({ product: 'SBJK0014', upc: UPC, qty: 3, json: false });
    expect(parseOptions(stockSetOptionsSchema, { product: 'jacket', upc: UPC, qty: '3' })._unsafeUnwrapErr()).toMatchObject({ option: '--product' });
    expect(parseOptions(stockSetOptionsSchema, { product: 'SBJK0014', upc: '123', qty: '3' })._unsafeUnwrapErr()).toMatchObject({ option: '--upc' });
    for (const qty of ['-1', '2.5', 'lots', '10000000']) {
      expect(parseOptions(stockSetOptionsSchema, { product: 'SBJK0014', upc: UPC, qty })._unsafeUnwrapErr()).toMatchObject({ option: '--qty' });
    }
  });
});

describe('stock set', () => {
  function contextWith(update: ProductSaleSupportApi['updateProductSale']) {
    const capture = captureIo();
    const session = { locale: 'en-US', productSaleSupport: { updateProductSale: update }, close: async () => {} } as unknown as CliSession;
    const context: CommandContext = { io: capture.io, env: { SWITCHBACK_SUPPORT_KEY: 'key' }, cwd: '/tmp', openSession: () => okAsync(session), clock: new FixedClock() };
    return { context, capture };
  }

  it('sets the size through the product sale call and says its notify-me requests are mailed', async () => {
    let sent: [string, ProductSaleUpdate] | undefined;
    const { context, capture } = contextWith((productId, update) => {
      sent = [productId, update];
      return okAsync({ productId, withdrawn: false, variants: [{ upc: UPC, qty: 3 }], prices: [] });
    });
    expect(await stockSetCommand({ product: 'SBJK0014', upc: UPC, qty: '3', api: 'http://localhost:3000' }, context)).toBe(0);
    expect(sent).toEqual(['SBJK0014', { stock: [{ upc: UPC, qty: 3 }] }]);
    expect(capture.stdout()).toContain(`✓ ${UPC} holds 3 units`);
    expect(capture.stdout()).toContain('are e-mailed, each once');
  });

  it('--json prints the size and its units only', async () => {
    const { context, capture } = contextWith((productId) => okAsync({ productId, withdrawn: false, variants: [{ upc: UPC, qty: 0 }], prices: [] }));
    expect(await stockSetCommand({ product: 'SBJK0014', upc: UPC, qty: '0', api: 'http://localhost:3000', json: true }, context)).toBe(0);
    expect(JSON.parse(capture.stdout())).toEqual({ productId: 'SBJK0014', upc: UPC, qty: 0 });
  });

  it('a refusal of the API is exit 3 with its errorId', async () => {
    const { context, capture } = contextWith(() => errAsync(catalogueError('VARIANT_NOT_FOUND')));
    expect(await stockSetCommand({ product: 'SBJK0014', upc: UPC, qty: '1', api: 'http://localhost:3000' }, context)).toBe(3);
    expect(capture.stderr()).toContain('VARIANT_NOT_FOUND');
  });

  it('the screen tells about notify-me only for a size in stock (ink)', () => {
    const inStock = render(<StockScreen heading="Set" steps={[]} set={{ upc: UPC, qty: 1 }} />);
    expect(inStock.lastFrame()).toContain(`${UPC} holds 1 unit`);
    expect(inStock.lastFrame()).toContain('notify me');
    inStock.unmount();
    const soldOut = render(<StockScreen heading="Set" steps={[]} set={{ upc: UPC, qty: 0 }} />);
    expect(soldOut.lastFrame()).not.toContain('notify me');
    soldOut.unmount();
  });
});
