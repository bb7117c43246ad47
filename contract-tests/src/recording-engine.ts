import { createEngine } from '@switchback/commerce-api';

/**
 * A commerce API for recording and live checks: the engine listening on a random loopback port, and (issue 7) a way
 * to get a registered consumer's cookie — a consumer made in the engine's database, as commerce-api's test-support
 * consumerCookie does — until the scenarios can sign up and sign in through the client (the auth area's calls).
 */
export async function startRecordingEngine(dataDir: string): Promise<{ apiBaseUrl: string; consumerCookie(): Promise<string>; close(): Promise<void> }> {
  const engine = await createEngine({ dataDir, logger: false });
  try {
    await engine.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await engine.close();
    throw error;
  }
  const address = engine.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    close: engine.close,
    async consumerCookie() {
      const { db, tokens, ids, clock } = engine.internals;
      const customerId = ids.customerId();
      const now = clock.now().toISOString();
      await db.query(
        `INSERT INTO consumers (customer_id, consumer_no, email, password_hash, consumer_type, site_id, created_at, updated_at)
         VALUES ($1, $2, $3, '!', 'REGISTERED', 'en-us', $4, $4)`,
        [customerId, `C${customerId.slice(-10)}`, `${customerId.toLowerCase()}@example.com`, now],
      );
      const token = await tokens.issueRegistered({ customerId, usid: ids.uuid() });
      if (token.isErr()) throw new Error("could not mint the recorded consumer's token");
      return `sb_guest_token=${token.value}`;
    },
  };
}
