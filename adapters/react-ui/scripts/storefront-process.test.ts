import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStorefrontProcess } from './storefront-process';

/** A stand-in for `tsx scripts/start.ts`: a Node script given on the command line. */
const node = (script: string): [string, ...string[]] => [process.execPath, '-e', script];

/** Writes the environment it was given into its data directory, prints what start.ts prints, and serves on. */
const SERVER = `
  const fs = require('node:fs');
  fs.writeFileSync(process.env.SWITCHBACK_DATA_DIR + '/env.json', JSON.stringify({
    PORT: process.env.PORT, HOST: process.env.HOST, DATABASE_URL: process.env.DATABASE_URL ?? null, NODE_ENV: process.env.NODE_ENV,
  }));
  console.log('migrating…');
  console.log('Switchback storefront at http://localhost:43210');
  setInterval(() => undefined, 1000);
`;

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'review-storefront-process-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the storefront as a child process (e2e global setup and npm run bench)', () => {
  it('resolves with the origin of the port it printed; stop() ends it with SIGTERM', async () => {
    const server = await startStorefrontProcess({ dataDir, command: node(SERVER) });
    expect(server.origin).toBe('http://127.0.0.1:43210');
    expect(server.child.exitCode).toBeNull();
    await server.stop();
    expect(server.child.signalCode).toBe('SIGTERM');
  });

  it('runs on its own embedded database, on 127.0.0.1 and a port the OS picks, in production mode, never with DATABASE_URL', async () => {
    process.env.DATABASE_URL = 'postgres://must-not-leak/db';
    try {
      const server = await startStorefrontProcess({ dataDir, command: node(SERVER) });
      await server.stop();
    } finally {
      delete process.env.DATABASE_URL;
    }
    expect(JSON.parse(readFileSync(path.join(dataDir, 'env.json'), 'utf8'))).toEqual({
      PORT: '0', HOST: '127.0.0.1', DATABASE_URL: null, NODE_ENV: 'production',
    });
  });

  it('a server that exits before its started line rejects with what it printed', async () => {
    await expect(startStorefrontProcess({ dataDir, command: node("console.error('✗ Could not listen'); process.exit(1)") }))
      .rejects.toThrow(/exited \(code 1\) before it started:\n✗ Could not listen/);
  });

  it('a server that never prints its started line is stopped, and the start rejects with its output', async () => {
    // 3 s: on a loaded machine starting node and printing can take longer than a moment.
    const start = startStorefrontProcess({ dataDir, startTimeoutMs: 3000, command: node("console.log('still migrating'); setInterval(() => undefined, 1000)") });
    await expect(start).rejects.toThrow(/did not start within 3 s:\nstill migrating/);
  });

  it('stop() kills a server that ignores SIGTERM once the grace period is over', async () => {
    const server = await startStorefrontProcess({
      dataDir,
      command: node("process.on('SIGTERM', () => undefined); console.log('Switchback storefront at http://localhost:1234'); setInterval(() => undefined, 1000)"),
    });
    await server.stop(200);
    expect(server.child.signalCode).toBe('SIGKILL');
    await server.stop(); // already stopped: resolves at once
  });
});
