import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { CatalogScreen } from './catalog.screen';
import type { CatalogProduct } from './list-catalog';

const product: CatalogProduct = {
  productId: 'TRAILRUN01', name: 'Trail Runner', brand: 'Switchback', currency: 'USD',
  variants: [
    { color: 'BLK', colorName: 'Black', size: '8', upc: '000000000108', stock: 12, status: 'IN_STOCK', price: 9_000 },
    { color: 'RED', colorName: 'Red', size: '9', upc: '000000000209', stock: 0, status: 'OUT_OF_STOCK', price: 9_000 },
  ],
};

describe('catalog screen', () => {
  it('shows progress while listing', () => {
    const { lastFrame, unmount } = render(<CatalogScreen target="t" site="en-us" locale="en-US" steps={[]} progress={{ listed: 12, total: 60 }} />);
    expect(lastFrame()).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Listing products… 12\/60/);
    unmount();
  });

  it('lists each product id with, per variant, colour, size, UPC, stock and price', () => {
    const { lastFrame, unmount } = render(<CatalogScreen target="t" site="en-us" locale="en-US" steps={[]} products={[product]} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('TRAILRUN01 Trail Runner (Switchback)');
    const black = frame.split('\n').find((l) => l.includes('000000000108'))!;
    expect(black.replace(/\s+/g, ' ').trim()).toBe('Black [BLK] 8 UPC 000000000108 12 IN STOCK $90.00');
    expect(frame).toContain('0 OUT OF STOCK');
    expect(frame).toContain('1 product, 2 variants');
    expect(frame).not.toContain('Listing products');
    unmount();
  });

  it('while the embedded engine starts, shows that step and not yet the listing spinner', () => {
    const { lastFrame, unmount } = render(
      <CatalogScreen target="t" site="en-us" locale="en-US" steps={[{ id: 'engine', label: 'Start the embedded engine', status: 'running' }]} />,
    );
    expect(lastFrame()).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Start the embedded engine/);
    expect(lastFrame()).not.toContain('Listing products');
    unmount();
  });

  it('a stopped listing says how far it got', () => {
    const { lastFrame, unmount } = render(<CatalogScreen target="t" site="en-us" locale="en-US" steps={[]} progress={{ listed: 3, total: 60 }} failed />);
    expect(lastFrame()).toContain('✗ Listing stopped after 3/60 products');
    unmount();
  });
});
