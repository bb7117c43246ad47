import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberSchema } from '@switchback/core';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process, embedded engine on a temporary data directory (issue 7 §5). */
const EXAMPLE = fileURLToPath(new URL('../../examples/guest-checkout.json', import.meta.url));
const ENGINE_START = 180_000;


let work: string;
let dataDir: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-account-'));
  dataDir = join(work, 'data');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback account (embedded engine)', () => {
  const email = 'support.test@example.com';
  const password = 'Correct-Horse-9';

  it('create: through the sign-up call; again: AUT439 (exit 3); a weak password: exit 2 naming --password', async () => {
    const created = await switchback(['account', 'create', '--email', email, '--password', password, '--first-name', 'Sam', '--json'], dataDir, work);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ email, consumerType: 'REGISTERED' });
    const again = await switchback(['account', 'create', '--email', email, '--password', password], dataDir, work);
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('LOGIN_IN_USE');
    const weak = await switchback(['account', 'create', '--email', 'weak@example.com', '--password', 'password'], dataDir, work);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('--password');
  }, ENGINE_START);

  it('the checkout script may name the account: signed in with PKCE, the order is the consumer\'s; show lists it', async () => {
    const example = JSON.parse(await readFile(EXAMPLE, 'utf8')) as Record<string, unknown>;
    const script = join(work, 'account-checkout.json');
    await writeFile(script, JSON.stringify({ ...example, account: { email, password } }));
    const run = await switchback(['checkout', '--script', script, '--json'], dataDir, work);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(orderNumberSchema.safeParse((JSON.parse(run.stdout) as { orderNumber: string }).orderNumber).success).toBe(true);

    const shown = await switchback(['account', 'show', '--email', email, '--json'], dataDir, work);
    expect(shown.code).toBe(0);
    const summary = JSON.parse(shown.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ email, consumerType: 'REGISTERED', firstName: 'Sam', orders: 1, lockedUntil: null });
    expect(JSON.stringify(summary)).not.toMatch(/argon2|password/i);
  }, ENGINE_START);

  it('a wrong password in the script stops at sign-in with INVALID_CREDENTIALS (exit 3); an unknown e-mail for show exits 3', async () => {
    const example = JSON.parse(await readFile(EXAMPLE, 'utf8')) as Record<string, unknown>;
    const script = join(work, 'wrong-password.json');
    await writeFile(script, JSON.stringify({ ...example, account: { email, password: 'Wrong-Horse-9' } }));
    const run = await switchback(['checkout', '--script', script], dataDir, work);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('INVALID_CREDENTIALS');
    const unknown = await switchback(['account', 'show', '--email', 'nobody@example.com'], dataDir, work);
    expect(unknown.code).toBe(3);
  }, ENGINE_START);

  it('show against a running server without its internal secret is refused (exit 2)', async () => {
    const run = await switchback(['account', 'show', '--email', email, '--api', 'http://127.0.0.1:9'], dataDir, work);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('SWITCHBACK_INTERNAL_SECRET');
  }, ENGINE_START); // a CLI process start (tsx), which a loaded machine can take well past vitest's 5 s default
});
