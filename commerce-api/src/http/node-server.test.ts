import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswerSchema, type ErrorAnswer } from '@switchback/core';
import { startEngine } from '../composition-root';
import { GuestTokenService } from '../identity/guest-token.service';
import { CryptoRandomSource } from '../platform/crypto-random-source';
import { IdGenerator } from '../platform/random-id';
import { SystemClock } from '../platform/system-clock';
import { tempDir } from '../test-support/test-engine';
import { buildHttpApp } from './http-app';
import { createApiNodeServer, SERVER_TIMEOUTS } from './node-server';

/** Sends raw bytes and collects everything the server answers until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<{ raw: string; closed: true }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      raw += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ raw, closed: true }));
    socket.write(bytes);
  });
}

function parseRaw(raw: string): { status: number; headers: string; answer: ErrorAnswer } {
  const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n') + 4)];
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head.toLowerCase(), answer: errorAnswerSchema.parse(JSON.parse(body)) };
}

describe("Node's own answers use the §8 envelope (standalone engine)", () => {
  const dir = tempDir('sb-node-');
  let engine: Awaited<ReturnType<typeof startEngine>>;
  let port: number;
  beforeAll(async () => {
    engine = await startEngine({ dataDir: dir.path, port: 0 });
    port = Number(new URL(engine.origin).port);
  });
  afterAll(async () => {
    await engine?.close();
    dir.remove();
  });

  it('oversized headers answer 431 INVALID_REQUEST in the §8 shape, then the connection closes', async () => {
    const { raw } = await rawExchange(port, `GET /api/fapi/server/time HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const { status, headers, answer } = parseRaw(raw);
    expect(status).toBe(431);
    expect(headers).toContain('content-type: application/json');
    expect(answer.errorDetails[0]).toMatchObject({ errorId: 'INVALID_REQUEST', field: 'headers' });
    expect(answer.statusCode).toBe(431);
    expect(answer.appId).toBe('switchback-commerce-api');
  });

  it('a malformed request answers 400 INVALID_REQUEST in the §8 shape', async () => {
    const { raw } = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    const { status, answer } = parseRaw(raw);
    expect(status).toBe(400);
    expect(answer.errorDetails[0]).toMatchObject({ errorId: 'INVALID_REQUEST', field: 'request' });
  });

});

describe('timeouts', () => {
  it("the engine's own server and npm start's server carry the timeouts (headers 10 s, request 30 s, keep-alive 5 s)", async () => {
    const ids = new IdGenerator(new CryptoRandomSource());
    const app = buildHttpApp({ basePath: '/api', logger: false, version: 'test' }, { ids, tokens: new GuestTokenService(new Uint8Array(32), new SystemClock(), ids) }, () => undefined);
    const shared = createApiNodeServer(() => undefined);
    for (const server of [app.server, shared]) {
      expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
      expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
      expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
      expect(server.listenerCount('clientError')).toBe(1);
    }
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThan(SERVER_TIMEOUTS.requestTimeout);
    await app.close();
  });
});

describe('a slow client cannot hold a connection', () => {
  it('a client that sends half a header gets 408 in the §8 shape and its socket closed', async () => {
    const server = createApiNodeServer((_req, res) => res.end('never reached'), {
      headersTimeout: 200, requestTimeout: 400, keepAliveTimeout: 100, connectionsCheckingInterval: 50,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { raw, closed } = await rawExchange(port, 'GET /api/fapi/server/time HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      expect(closed).toBe(true);
      const { status, answer } = parseRaw(raw);
      expect(status).toBe(408);
      expect(answer.errorDetails[0]).toMatchObject({ errorId: 'INVALID_REQUEST', field: 'request' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('unexpected errors are logged as one structured JSON line', () => {
  it('level, correlation id, method, path without query, error name/message/stack; no body, cookie or card data', async () => {
    const ids = new IdGenerator(new CryptoRandomSource());
    const tokens = new GuestTokenService(new Uint8Array(32), new SystemClock(), ids);
    const lines: string[] = [];
    // Request logging off (the default): the error is logged all the same.
    const app = buildHttpApp({ basePath: '/api', logger: false, logDestination: { write: (l) => void lines.push(l) }, version: 'test' }, { ids, tokens }, (_router, fastify) => {
      fastify.post('/api/boom', async () => {
        throw new TypeError('cannot read the thing');
      });
    });
    const response = await app.inject({
      method: 'POST', url: '/api/boom?email=ada%40example.com', headers: { 'x-correlation-id': 'log-1', cookie: 'sb_guest_token=SECRETCOOKIE' },
      payload: { number: '4111111111111111', cvc: '123', holder: 'Ada' },
    });
    expect(response.statusCode).toBe(500);
    await app.close();
    const errors = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    const [line] = errors as [Record<string, unknown> & { error: Record<string, unknown> }];
    expect(line).toMatchObject({ level: 'error', correlationId: 'log-1', method: 'POST', path: '/api/boom' });
    expect(line.error).toMatchObject({ name: 'TypeError', message: 'cannot read the thing' });
    expect(String(line.error.stack)).toContain('node-server.test.ts');
    const all = lines.join('\n');
    for (const secret of ['4111111111111111', 'SECRETCOOKIE', 'ada@example.com', '"cvc"']) expect(all).not.toContain(secret);
  });
});
