import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { buildContainer, createEngine, startEngine, TYPES } from './composition-root';
import { DataDirLockedError } from './database/data-dir-lock';
import { PgliteDatabase } from './database/pglite.database';
import { resolveEngineConfig } from './engine/engine-config';
import { CryptoRandomSource } from './platform/crypto-random-source';
import { SystemClock } from './platform/system-clock';
import { tempDir } from './test-support/test-engine';

describe('composition root', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open(undefined);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('resolves every binding', () => {
    const container = buildContainer({
      config: resolveEngineConfig({ dataDir: '/unused' }, {}, '/'),
      db, clock: new SystemClock(), random: new CryptoRandomSource(), tokenKeys: [new Uint8Array(32)],
    });
    for (const [name, id] of Object.entries(TYPES)) expect(container.get(id), name).toBeDefined();
    expect(typeof container.get(TYPES.HttpApp)).toBe('function');
  });
});

describe('engine lifecycle', () => {
  it('listens on loopback, keeps data across a restart, and refuses a second engine on the same data dir', async () => {
    const dir = tempDir();
    const logs: string[] = [];
    try {
      const running = await startEngine({ dataDir: dir.path, logger: true, logDestination: { write: (line) => void logs.push(line) } });
      expect(running.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(running.apiBaseUrl).toBe(`${running.origin}/api`);
      await expect(createEngine({ dataDir: dir.path })).rejects.toBeInstanceOf(DataDirLockedError);

      const token = await fetch(`${running.apiBaseUrl}/token/v2/auth/token`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Guest' }),
      });
      const cookie = token.headers.get('set-cookie')!.split(';')[0]!;
      const cart = (await (await fetch(`${running.apiBaseUrl}/cart/v1/cart`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}',
      })).json()) as { basketId: string };
      const tokenised = await fetch(`${running.apiBaseUrl}/sandbox-payments/v1/tokens`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ number: SANDBOX_CARDS.authorises, expiry: '12/39', cvc: '123', holder: 'Ada' }),
      });
      expect(tokenised.status).toBe(200);
      await running.close();

      // Card numbers and cookies never reach the log.
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.join('\n')).not.toContain(SANDBOX_CARDS.authorises);
      expect(logs.join('\n')).not.toContain(cookie.split('=')[1]!);

      const reopened = await createEngine({ dataDir: dir.path });
      try {
        const again = await reopened.app.inject({ method: 'GET', url: `/api/cart/v1/cart/${cart.basketId}`, headers: { cookie } });
        expect(again.statusCode, again.body).toBe(200);
      } finally {
        await reopened.close();
      }
    } finally {
      dir.remove();
    }
  });

  it('start-up options are parsed: a bad basePath fails naming it', async () => {
    await expect(createEngine({ basePath: 'api/' })).rejects.toThrow(/basePath/);
  });
});
