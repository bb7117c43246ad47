import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@switchback/core';
import { migrate } from '../database/migrate';
import { migrations } from '../database/migrations';
import { PgliteDatabase } from '../database/pglite.database';

/** An order document as version 8 stored it: status PAID or CREATED, shipments without a status, no history, no actions. */
const address = {
  id: 'adr_1', approachType: 'S', firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1600 Wynkoop St', city: 'Denver', postalCode: '80202',
  province: 'CO', countryCode: 'US', phone: '+13035550100',
};
const oldDocument = (orderNumber: string, basketId: string, status: string) => ({
  orderNumber, basketId, status, createdAt: '2026-05-01T09:30:00.000Z', currency: 'USD', customerEmail: 'Ada@Example.com',
  items: [], totals: { itemTotal: 0, shipping: 599, tax: 49, totalDiscount: 0, total: 648, remainingToPay: 648, totalUnits: 0, currency: 'USD' },
  shippingAddress: address, billingAddress: address,
  shipments: [{ shipmentId: 'me', shippingMethod: 'standard' }],
  paymentMethods: [{ code: 'CREDIT_CARD', id: 'pin_1', type: 'VISA', last4: '1111' }],
});

describe('migration 9 (order lifecycle) on data of earlier versions', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open(undefined);
    expect(await migrate(db, migrations.filter((m) => m.version < 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [n, status] of [['SB-OLD0000001', 'CREATED'], ['SB-OLD0000002', 'PAID']] as const) {
      const basketId = `bsk_${n.slice(-1).repeat(20)}`;
      await db.query(`INSERT INTO carts (id, owner_id, site_id, currency, status, created_at, updated_at)
                      VALUES ($1, 'gst_owner', 'en-us', 'USD', 'ORDERED', now(), now())`, [basketId]);
      await db.query(`INSERT INTO orders (order_number, basket_id, owner_id, site_id, currency, total_minor, payment_authorisation_id, document, created_at)
                      VALUES ($1, $2, 'gst_owner', 'en-us', 'USD', 648, 'auth_1', $3::jsonb, '2026-05-01T09:30:00Z')`,
      [n, basketId, JSON.stringify(oldDocument(n, basketId, status))]);
    }
    expect(await migrate(db, migrations.filter((m) => m.version <= 9))).toEqual([9]);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('old orders become CREATED orders with pending shipments that parse with the lifecycle order schema', async () => {
    const rows = (await db.query<{ document: unknown; status: string; customer_email: string }>(
      'SELECT document, status, customer_email FROM orders ORDER BY order_number')).rows;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const order = orderSchema.parse(row.document);
      expect(order.status).toBe('CREATED');
      expect(row.status).toBe('CREATED');
      expect(row.customer_email).toBe('ada@example.com');
      expect(order.shipments).toEqual([{ shipmentId: 'me', shippingMethod: 'standard', status: 'PENDING' }]);
      expect(order.statusHistory).toEqual([{ status: 'CREATED', at: '2026-05-01T09:30:00.000Z', actor: 'SYSTEM' }]);
    }
  });

  it('each old order has its one CREATED history row by SYSTEM at the time it was placed', async () => {
    const history = (await db.query<{ order_number: string; seq: number; status: string; actor: string; at: Date }>(
      'SELECT order_number, seq, status, actor, at FROM order_history ORDER BY order_number, seq')).rows;
    expect(history.map((h) => [h.order_number, h.seq, h.status, h.actor, new Date(h.at).toISOString()])).toEqual([
      ['SB-OLD0000001', 1, 'CREATED', 'SYSTEM', '2026-05-01T09:30:00.000Z'],
      ['SB-OLD0000002', 1, 'CREATED', 'SYSTEM', '2026-05-01T09:30:00.000Z'],
    ]);
  });

  it('the database refuses an unknown status, a second history row with the same number, and a duplicate return number', async () => {
    await expect(db.query("UPDATE orders SET status = 'PAID' WHERE order_number = 'SB-OLD0000001'")).rejects.toThrow();
    await expect(db.query("INSERT INTO order_history (order_number, seq, status, at, actor) VALUES ('SB-OLD0000001', 1, 'CANCELLED', now(), 'CUSTOMER')")).rejects.toThrow();
    await db.query("UPDATE orders SET status = 'RETURN_REQUESTED', return_number = 'RT-SAME' WHERE order_number = 'SB-OLD0000001'");
    await expect(db.query("UPDATE orders SET status = 'RETURN_REQUESTED', return_number = 'RT-SAME' WHERE order_number = 'SB-OLD0000002'")).rejects.toThrow();
  });
});
