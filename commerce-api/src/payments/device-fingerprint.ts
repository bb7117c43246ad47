import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { fraudVerdict, fraudWindowStart, type Clock, type DeviceFingerPrintRequest, type DeviceFingerPrintResponse, type FraudRule, type Order } from '@switchback/core';
import type { CartRepository } from '../cart/cart.repository';
import type { Caller } from '../cart/cart.service';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { CheckoutParticipant, PlacingOrder } from '../checkout/checkout-participant';

/** Device fingerprints: per cart (the last one sent), per order (copied when placed), and a lock row per fingerprint. */
export class DeviceFingerprintRepository {
  constructor(private readonly db: Database) {}

  async set(cartId: string, fingerprint: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO cart_device_fingerprints (cart_id, fingerprint, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, updated_at = EXCLUDED.updated_at`,
      [cartId, fingerprint, now]);
  }

  async ofCart(cartId: string): Promise<string | null> {
    return (await this.db.query<{ fingerprint: string }>('SELECT fingerprint FROM cart_device_fingerprints WHERE cart_id = $1', [cartId])).rows[0]?.fingerprint ?? null;
  }

  /** Locks the fingerprint's row (creating it) until the end of the caller's transaction: placements from one device queue up. */
  async lock(fingerprint: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO device_fingerprints (fingerprint, first_seen_at) VALUES ($1, $2) ON CONFLICT (fingerprint) DO NOTHING', [fingerprint, now]);
    await this.db.query('SELECT fingerprint FROM device_fingerprints WHERE fingerprint = $1 FOR UPDATE', [fingerprint]);
  }

  async ordersSince(fingerprint: string, since: Date): Promise<number> {
    return (await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE device_fingerprint = $1 AND created_at >= $2', [fingerprint, since])).rows[0]!.n;
  }

  async attachToOrder(orderNumber: string, fingerprint: string): Promise<void> {
    await this.db.query('UPDATE orders SET device_fingerprint = $2 WHERE order_number = $1', [orderNumber, fingerprint]);
  }

  async ofOrder(orderNumber: string): Promise<string | null> {
    return (await this.db.query<{ device_fingerprint: string | null }>('SELECT device_fingerprint FROM orders WHERE order_number = $1', [orderNumber])).rows[0]?.device_fingerprint ?? null;
  }
}

/** POST /cart/v1/deviceFingerPrint: the owner's open cart keeps the fingerprint it was sent last. */
export class DeviceFingerprintService {
  constructor(
    private readonly db: Database, private readonly carts: CartRepository, private readonly fingerprints: DeviceFingerprintRepository,
    private readonly clock: Clock,
  ) {}

  store(caller: Caller, request: DeviceFingerPrintRequest): ResultAsync<DeviceFingerPrintResponse, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<DeviceFingerPrintResponse, ApiFailure>> => {
      const cart = await this.carts.findOwned(request.basketId, caller.customerId, true);
      if (!cart) return err({ type: 'CartNotFound' });
      if (cart.status !== 'OPEN') return err({ type: 'OrderAlreadyPlaced' });
      await this.fingerprints.set(cart.id, request.fingerprint, this.clock.now());
      return ok({ basketId: cart.id, stored: true as const });
    }));
  }
}

/**
 * Issue 10 §3: the sandbox fraud rule (core `fraudVerdict`) has its say before stock and payment: a deny-listed
 * fingerprint, or one that placed `maxOrders` orders within the window, is PAYMENT_FRAUD_VERIFICATION_EXCEPTION and
 * nothing is placed. The fingerprint's row is locked first, so concurrent placements from one device count exactly.
 * The order keeps the cart's fingerprint.
 */
export class FraudRuleParticipant implements CheckoutParticipant {
  readonly name = 'fraud-rule';

  constructor(private readonly fingerprints: DeviceFingerprintRepository, private readonly rule: FraudRule) {}

  async check(placing: PlacingOrder): Promise<Result<void, ApiFailure>> {
    const fingerprint = await this.fingerprints.ofCart(placing.snapshot.cart.id);
    if (fingerprint === null) return ok(undefined);
    await this.fingerprints.lock(fingerprint, placing.now);
    const recent = await this.fingerprints.ordersSince(fingerprint, fraudWindowStart(this.rule, placing.now));
    return fraudVerdict(this.rule, fingerprint, recent).type === 'Refuse' ? err({ type: 'FraudVerificationFailed' }) : ok(undefined);
  }

  async placed(placing: PlacingOrder, order: Order): Promise<Result<void, ApiFailure>> {
    const fingerprint = await this.fingerprints.ofCart(placing.snapshot.cart.id);
    if (fingerprint !== null) await this.fingerprints.attachToOrder(order.orderNumber, fingerprint);
    return ok(undefined);
  }
}
