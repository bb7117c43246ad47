import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../database/migrate';
import { migrations } from '../database/migrations';
import { PgliteDatabase } from '../database/pglite.database';
import { CartRepository } from './cart.repository';

describe('migration 13 (several payment instruments per cart) on data of earlier versions', () => {
  let db: PgliteDatabase;
  const carts = () => new CartRepository(db);
  beforeAll(async () => {
    db = await PgliteDatabase.open(undefined);
    await migrate(db, migrations.filter((m) => m.version < 13));
    await db.query(`INSERT INTO carts (id, owner_id, site_id, currency, created_at, updated_at)
                    VALUES ('bsk_OLDCARDCART00000001', 'gst_owner', 'en-us', 'USD', now(), '2026-05-01T09:30:00Z')`);
    await db.query(`INSERT INTO cart_payment_instruments (id, cart_id, payment_method_id, token, brand, last4, expiry_month, expiry_year, holder)
                    VALUES ('pin_OLD1', 'bsk_OLDCARDCART00000001', 'CREDIT_CARD', 'tok_old', 'VISA', '1111', 12, 2030, 'Ada Lovelace')`);
    expect(await migrate(db, migrations.filter((m) => m.version <= 13))).toEqual([13]);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps the card a cart had, added when the cart last changed', async () => {
    expect(await carts().paymentInstruments('bsk_OLDCARDCART00000001')).toEqual([expect.objectContaining({
      id: 'pin_OLD1', payment_method_id: 'CREDIT_CARD', token: 'tok_old', last4: '1111', reference: null, requested_amount: null, details: {},
      added_at: new Date('2026-05-01T09:30:00Z'),
    })]);
  });

  it('at most one card per cart, any number of other instruments, one per kind and reference', async () => {
    const cartId = 'bsk_OLDCARDCART00000001';
    const secondCard = db.query(`INSERT INTO cart_payment_instruments (id, cart_id, payment_method_id, token, brand, last4, expiry_month, expiry_year, holder, added_at)
                                 VALUES ('pin_OLD2', $1, 'CREDIT_CARD', 'tok_two', 'VISA', '4444', 12, 2030, 'Ada', now())`, [cartId]);
    await expect(secondCard).rejects.toMatchObject({ code: '23505' });
    const gift = (id: string, reference: string) => ({
      id, payment_method_id: 'GIFT_CARD' as const, reference, requested_amount: null, added_at: new Date(),
      details: { maskedNumber: '•••• 7890', last4: '7890', balance: 1_000, expiresAt: null },
    });
    expect(await carts().addInstrument(cartId, gift('pin_GC1', 'gc_A'))).toBe(true);
    expect(await carts().addInstrument(cartId, gift('pin_GC2', 'gc_B'))).toBe(true);
    expect(await carts().addInstrument(cartId, gift('pin_GC3', 'gc_A'))).toBe(false);
    expect((await carts().paymentInstruments(cartId)).map((row) => row.id)).toEqual(['pin_OLD1', 'pin_GC1', 'pin_GC2']);
    // A card row needs its card fields.
    await expect(db.query(`INSERT INTO cart_payment_instruments (id, cart_id, payment_method_id, added_at) VALUES ('pin_X', $1, 'CREDIT_CARD', now())`, [cartId]))
      .rejects.toBeDefined();
  });
});
