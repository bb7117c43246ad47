import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process (issue 8 §4 `order show|list|ship|deliver`), embedded engine on a temporary data directory. */
const EXAMPLE = fileURLToPath(new URL('../../examples/guest-checkout.json', import.meta.url));
const ENGINE_START = 180_000;


interface OrderJson {
  orderNumber: string;
  status: string;
  customerEmail: string;
  owner?: { kind: string };
  items: { upc: string; qty: number; unitPrice: number }[];
  totals: { total: number };
  payment: { brand: string; last4: string }[];
  shipments: { shipmentId: string; status: string; carrier?: string; trackingNumber?: string }[];
  statusHistory: { status: string; actor: string }[];
}

let work: string;
let dataDir: string;
let orderNumber = '';
let total = 0;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-order-'));
  dataDir = join(work, 'data');
  const placed = await switchback(['checkout', '--script', EXAMPLE, '--json'], dataDir, work);
  expect(placed.stderr).toBe('');
  ({ orderNumber, total } = JSON.parse(placed.stdout) as { orderNumber: string; total: number });
}, ENGINE_START);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback order (embedded engine, its own support key)', () => {
  it('show --json: items, totals, payment as brand and last 4 only, shipments and history of the order checkout placed', async () => {
    const run = await switchback(['order', 'show', orderNumber, '--json'], dataDir, work);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const order = JSON.parse(run.stdout) as OrderJson;
    expect(order).toMatchObject({ orderNumber, status: 'CREATED', customerEmail: 'ada@example.com', owner: { kind: 'guest' } });
    expect(order.totals.total).toBe(total);
    expect(order.items).toHaveLength(1);
    expect(order.payment).toEqual([{ brand: expect.any(String) as string, last4: '1111' }]);
    expect(run.stdout).not.toContain('4111111111111111');
    expect(order.shipments.map((s) => s.status)).toEqual(['PENDING']);
    expect(order.statusHistory).toEqual([expect.objectContaining({ status: 'CREATED', actor: 'SYSTEM' })]);
  }, ENGINE_START);

  it('ship then deliver move the order, each with a history row by SUPPORT; the screen shows carrier and tracking', async () => {
    const shipped = await switchback(['order', 'ship', orderNumber, '--carrier', 'UPS', '--tracking', '1Z999AA10123456784'], dataDir, work);
    expect(shipped.stderr).toBe('');
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toMatch(/✓ Record the shipment: UPS 1Z999AA10123456784 \(\d+(\.\d)? m?s\) SHIPPED/);
    expect(shipped.stdout).toMatch(/ · SHIPPED · UPS 1Z999AA10123456784/);
    expect(shipped.stdout).toContain(`✓ order ${orderNumber} is SHIPPED`);

    const delivered = await switchback(['order', 'deliver', orderNumber, '--json'], dataDir, work);
    expect(delivered.stderr).toBe('');
    expect(delivered.code).toBe(0);
    const order = JSON.parse(delivered.stdout) as OrderJson;
    expect(order.status).toBe('DELIVERED');
    expect(order.shipments[0]).toMatchObject({ status: 'DELIVERED', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(order.statusHistory.map((row) => [row.status, row.actor])).toEqual([['CREATED', 'SYSTEM'], ['SHIPPED', 'SUPPORT'], ['DELIVERED', 'SUPPORT']]);
  }, ENGINE_START);

  it('list --email shows the orders placed with the e-mail; a transition not allowed now exits 3 with its errorId', async () => {
    const list = await switchback(['order', 'list', '--email', 'ada@example.com', '--json'], dataDir, work);
    expect(list.code).toBe(0);
    const { orders } = JSON.parse(list.stdout) as { orders: { orderNumber: string; status: string }[] };
    expect(orders).toContainEqual(expect.objectContaining({ orderNumber, status: 'DELIVERED' }));
    const screen = await switchback(['order', 'list', '--email', 'ada@example.com'], dataDir, work);
    expect(screen.stdout).toContain(`${orderNumber} · `);
    expect(screen.stdout).toMatch(/\d+ orders?/);

    const again = await switchback(['order', 'ship', orderNumber, '--carrier', 'UPS', '--tracking', 'XX-1234'], dataDir, work);
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(/^✗ [A-Z_]+: /);
    // Delivered, but no return was requested: the warehouse cannot have received one.
    const received = await switchback(['order', 'return-received', orderNumber, '--reason', 'Unworn'], dataDir, work);
    expect(received.code).toBe(3);
    expect(received.stderr).toMatch(/^✗ ORDER_TRANSITION_INVALID: /);
  }, ENGINE_START);

  it('bad options exit 2 naming them; an unknown order exits 3', async () => {
    const tracking = await switchback(['order', 'ship', orderNumber, '--carrier', 'UPS', '--tracking', 'no'], dataDir, work);
    expect(tracking.code).toBe(2);
    expect(tracking.stderr).toBe('✗ --tracking: is 4 to 40 letters, digits or -\n');
    const email = await switchback(['order', 'list', '--email', 'not-an-email'], dataDir, work);
    expect(email.code).toBe(2);
    expect(email.stderr).toMatch(/^✗ --email: /);
    const unknown = await switchback(['order', 'show', 'SB-NOPE-000', '--json'], dataDir, work);
    expect(unknown.code).toBe(3);
    expect(JSON.parse(unknown.stdout)).toMatchObject({ error: { exitCode: 3 } });
  }, ENGINE_START);
});
