import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@switchback/core';
import { sendFailure } from '../http/request-context';
import type { Database } from '../database/database.port';

const querySchema = z.strictObject({ email: emailSchema });

/** What support sees of an account (issue 7 §5 `account show`): never a hash, a token or a code. */
export interface AccountSummary {
  readonly consumerNo: string;
  readonly email: string;
  readonly consumerType: string;
  readonly siteId: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly createdAt: string;
  readonly lockedUntil: string | null;
  readonly activeSessions: number;
  readonly openCarts: number;
  readonly orders: number;
}

export const INTERNAL_ACCOUNTS_PATH = '/internal/accounts';

/**
 * GET {basePath}/internal/accounts?email=…: the support CLI's read of one account. Not a contract call and not public:
 * only a caller with this process's internal caller secret (the CLI's own embedded engine, or the storefront's server)
 * gets an answer; anyone else gets the same 404 as an unknown route.
 */
export function registerInternalAccountRoutes(app: FastifyInstance, basePath: string, db: Database): void {
  app.get(`${basePath}${INTERNAL_ACCOUNTS_PATH}`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!request.internalCaller) return sendFailure(reply, { type: 'RouteNotFound', method: 'GET', path: `${basePath}${INTERNAL_ACCOUNTS_PATH}` }, request.correlationId);
    const parsed = querySchema.safeParse(request.query ?? {});
    if (!parsed.success) return sendFailure(reply, { type: 'InvalidRequest', field: 'email', message: parsed.error.issues[0]?.message ?? 'email is not valid' }, request.correlationId);
    const email = parsed.data.email.toLowerCase();
    const row = (await db.query<{
      consumer_no: string; email: string; consumer_type: string; site_id: string; first_name: string | null; last_name: string | null;
      created_at: Date; locked_until: Date | null; active_sessions: string; open_carts: string; orders: string;
    }>(`
      SELECT c.consumer_no, c.email, c.consumer_type, c.site_id, c.first_name, c.last_name, c.created_at,
             (SELECT locked_until FROM sign_in_attempts a WHERE a.email = c.email AND a.locked_until > now()) AS locked_until,
             (SELECT count(*) FROM refresh_families f WHERE f.customer_id = c.customer_id AND f.revoked_at IS NULL) AS active_sessions,
             (SELECT count(*) FROM carts k WHERE k.owner_id = c.customer_id AND k.status = 'OPEN') AS open_carts,
             (SELECT count(*) FROM orders o WHERE o.owner_id = c.customer_id) AS orders
      FROM consumers c WHERE c.email = $1`, [email])).rows[0];
    if (row === undefined) return sendFailure(reply, { type: 'AccountNotFound' }, request.correlationId);
    const summary: AccountSummary = {
      consumerNo: row.consumer_no, email: row.email, consumerType: row.consumer_type, siteId: row.site_id, firstName: row.first_name,
      lastName: row.last_name, createdAt: new Date(row.created_at).toISOString(),
      lockedUntil: row.locked_until === null ? null : new Date(row.locked_until).toISOString(),
      activeSessions: Number(row.active_sessions), openCarts: Number(row.open_carts), orders: Number(row.orders),
    };
    return reply.code(200).send(summary);
  });
}
