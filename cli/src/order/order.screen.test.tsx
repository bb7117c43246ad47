import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { formatMoney, type OrderSummary } from '@switchback/core';
import { OrderScreen } from './order.screen';
import { outcomeText, ReplayScreen, type ReplayCallView } from './order-replay.screen';
import type { OrderView } from './order-view';

const order: OrderView = {
  orderNumber: 'SB-000123',
  status: 'SHIPPED',
  createdAt: '2026-06-15T10:00:00.000Z',
  customerEmail: 'ada@example.com',
  owner: { customerId: 'cus_1', kind: 'guest', siteId: 'en-us' },
  currency: 'USD',
  items: [{ name: 'Ridge Trail Runner', productId: 'SBTR0001', upc: '840120000029', colorName: 'Slate Gray', size: '9', qty: 2, unitPrice: 12_599, rowTotal: 25_198 }],
  totals: { itemTotal: 25_198, shipping: 599, tax: 0, totalDiscount: 0, total: 25_797, remainingToPay: 0, totalUnits: 2, currency: 'USD', promotionDiscount: 0, appliedRewards: 0 },
  payment: [{ brand: 'VISA', last4: '1111' }],
  shipments: [{ shipmentId: 'shp_1', shippingMethod: 'standard', status: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: '2026-06-16T09:00:00.000Z' }],
  statusHistory: [
    { status: 'CREATED', at: '2026-06-15T10:00:00.000Z', actor: 'SYSTEM' },
    { status: 'SHIPPED', at: '2026-06-16T09:00:00.000Z', actor: 'SUPPORT', shipmentId: 'shp_1' },
  ],
};

describe('order screen (order show, ship, deliver, list)', () => {
  it('shows items, totals, the payment as brand and last 4, shipments with carrier and tracking, and the history', () => {
    const { lastFrame, unmount } = render(<OrderScreen heading="Order SB-000123 · http://localhost:3000" steps={[{ id: 'read', label: 'Read the order (support key)', status: 'done', durationMs: 40, detail: 'SHIPPED' }]} locale="en-US" order={order} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('✓ Read the order (support key) (40 ms) SHIPPED');
    expect(frame).toContain('SB-000123 · SHIPPED · placed 2026-06-15T10:00:00.000Z · ada@example.com (guest cus_1, en-us)');
    expect(frame).toContain('Ridge Trail Runner · Slate Gray / 9 · UPC 840120000029 · qty 2 · $125.99 each · $251.98');
    expect(frame).toContain('total $257.97');
    expect(frame).toContain('Payment: VISA ending 1111');
    expect(frame).toContain('shp_1 · standard · SHIPPED · UPS 1Z999AA10123456784');
    expect(frame).toContain('2026-06-16T09:00:00.000Z · SHIPPED by SUPPORT (shipment shp_1)');
    unmount();
  });

  it('lists orders one per line with status and total, and counts them', () => {
    const rows: OrderSummary[] = [1, 2, 3].map((n) => ({
      orderNumber: `SB-00000${n}`, createdAt: `2026-06-1${n}T10:00:00.000Z`, status: 'CREATED', currency: 'USD', total: 1000 * n, totalUnits: n,
      items: [{ name: 'Ridge Trail Runner', image: '/x.svg', qty: n }],
    }));
    const { lastFrame, unmount } = render(<OrderScreen heading="Orders placed with ada@example.com" steps={[]} locale="en-US" orders={rows} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('SB-000002 · 2026-06-12T10:00:00.000Z · CREATED · $20.00 · 2 units: 2 × Ridge Trail Runner');
    expect(frame).toContain('3 orders');
    unmount();
  });
});

describe('replay screen', () => {
  const calls: ReplayCallView[] = [
    { step: { id: 'call-1', label: '#1 createCart POST /cart/v1/cart', status: 'done', durationMs: 12, detail: '200 → 200' }, then: '200 · total $0.00 · 0 lines', now: '200 · total $0.00 · 0 lines', divergences: [] },
    {
      step: { id: 'call-2', label: '#2 addItem POST /cart/v1/item', status: 'done', durationMs: 30, detail: '200 → 200' }, then: '200 · total $125.99 · 1 line', now: '200 · total $140.99 · 1 line',
      divergences: ['price of Ridge Trail Runner (Slate Gray / 9) UPC 840120000029: $125.99 → $140.99'],
    },
    { step: { id: 'call-3', label: '#3 setShippingAddress POST /cart/v2/cart/bsk_1/shippingAddress', status: 'running' }, then: '200 · total $131.98 · 1 line', divergences: [] },
    { step: { id: 'call-4', label: '#4 addPaymentInstrument POST /cart/v1/cart/bsk_1/paymentInstruments', status: 'pending' }, then: '200', skipped: 'not replayed: stopped before payment (--place replays it)', divergences: [] },
  ];

  it('shows progress per call (✓, spinner, pending), then and now side by side, and each divergence', () => {
    const { lastFrame, unmount } = render(<ReplayScreen heading="Replay of order SB-000123 · embedded engine" steps={[]} calls={calls} />);
    const lines = (lastFrame() ?? '').split('\n');
    expect(lines[0]).toBe('Replay of order SB-000123 · embedded engine');
    expect(lines[1]).toMatch(/^ {4}then {40}now$/);
    expect(lines).toContain('✓ #2 addItem POST /cart/v1/item (30 ms) 200 → 200');
    expect(lines).toContain(`    ${'200 · total $125.99 · 1 line'.padEnd(44)}200 · total $140.99 · 1 line`);
    expect(lines).toContain('    ≠ price of Ridge Trail Runner (Slate Gray / 9) UPC 840120000029: $125.99 → $140.99');
    expect(lines.find((line) => line.includes('#3 setShippingAddress'))).toMatch(/^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] #3/);
    expect(lines).toContain(`    ${'200 · total $131.98 · 1 line'.padEnd(44)}…`);
    expect(lines).toContain('· #4 addPaymentInstrument POST /cart/v1/cart/bsk_1/paymentInstruments');
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}200 {41}not replayed: stopped before payment/));
    unmount();
  });

  it('ends with the outcome: nothing diverged, or where it did', () => {
    const ok = render(<ReplayScreen heading="h" steps={[]} calls={[]} outcome={{ diverged: false, text: 'nothing diverged: 5 replayed calls answer as they did' }} />);
    expect(ok.lastFrame()).toContain('✓ nothing diverged: 5 replayed calls answer as they did');
    ok.unmount();
    const bad = render(<ReplayScreen heading="h" steps={[]} calls={[]} outcome={{ diverged: true, text: '4 of 5 replayed calls answer differently today, first at #2' }} />);
    expect(bad.lastFrame()).toContain('✗ 4 of 5 replayed calls answer differently today, first at #2');
    bad.unmount();
  });

  it('a call\'s answer in one line: status, errorId, total in the currency, lines, flash types', () => {
    expect(outcomeText({ status: 409, answer: { errorId: 'ITEM_OOS' } }, 'en-US')).toBe('409 · ITEM_OOS');
    expect(outcomeText({ status: 200, answer: { total: 9_000, currency: 'EUR', lines: [], flash: ['PromotionExpired'] } }, 'fr-FR'))
      .toBe(`200 · total ${formatMoney(9_000, 'EUR', 'fr-FR')} · 0 lines · flash PromotionExpired`);
  });
});
