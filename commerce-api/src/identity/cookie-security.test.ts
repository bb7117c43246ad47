import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEngineConfig } from '../engine/engine-config';
import { startTestEngine, tempDir, type TestEngine } from '../test-support/test-engine';

const tokenCall = (engine: TestEngine, headers: Record<string, string> = {}, remoteAddress?: string) =>
  engine.app.inject({ method: 'POST', url: '/api/token/v2/auth/token', payload: { type: 'Guest' }, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const setCookieOf = (response: { headers: Record<string, unknown> }): string => String(response.headers['set-cookie']);

describe('the guest cookie: httpOnly, SameSite=Lax, Secure over HTTPS (directly or behind a trusted proxy)', () => {
  describe('TRUST_PROXY off (the default)', () => {
    let engine: TestEngine;
    beforeAll(async () => {
      engine = await startTestEngine();
    });
    afterAll(async () => {
      await engine?.close();
    });

    it('over plain HTTP: httpOnly and SameSite=Lax, not Secure; X-Forwarded-Proto from anyone is ignored', async () => {
      const plain = setCookieOf(await tokenCall(engine));
      expect(plain).toMatch(/HttpOnly/);
      expect(plain).toMatch(/SameSite=Lax/);
      expect(plain).not.toMatch(/Secure/);
      expect(setCookieOf(await tokenCall(engine, { 'x-forwarded-proto': 'https' }))).not.toMatch(/Secure/);
    });
  });

  describe('TRUST_PROXY set to the proxy address', () => {
    let engine: TestEngine;
    beforeAll(async () => {
      engine = await startTestEngine({ trustProxy: resolveEngineConfig({}, { TRUST_PROXY: '10.0.0.1' }, '/').trustProxy });
    });
    afterAll(async () => {
      await engine?.close();
    });

    it('X-Forwarded-Proto: https from the trusted proxy makes the cookie Secure; from another address it does not', async () => {
      const proxied = setCookieOf(await tokenCall(engine, { 'x-forwarded-proto': 'https' }, '10.0.0.1'));
      expect(proxied).toMatch(/Secure/);
      expect(proxied).toMatch(/HttpOnly/);
      expect(proxied).toMatch(/SameSite=Lax/);
      expect(setCookieOf(await tokenCall(engine, { 'x-forwarded-proto': 'https' }, '10.0.0.2'))).not.toMatch(/Secure/);
      expect(setCookieOf(await tokenCall(engine, {}, '10.0.0.1'))).not.toMatch(/Secure/);
    });
  });

  it('TRUST_PROXY is parsed: off, on, hops, addresses; garbage is refused naming it', () => {
    const parse = (value: string) => resolveEngineConfig({}, { TRUST_PROXY: value }, '/').trustProxy;
    expect(resolveEngineConfig({}, {}, '/').trustProxy).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => parse('yes please')).toThrow(/TRUST_PROXY/);
  });

  it('served over HTTPS directly, the cookie is Secure', async () => {
    const dir = tempDir('sb-tls-');
    const engine = await startTestEngine();
    try {
      const [key, cert] = [join(dir.path, 'key.pem'), join(dir.path, 'cert.pem')];
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
      const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => engine.app.routing(req, res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const setCookie = await new Promise<string>((resolve, reject) => {
          const req = request({
            host: '127.0.0.1', port, path: '/api/token/v2/auth/token', method: 'POST', rejectUnauthorized: false,
            headers: { 'content-type': 'application/json' },
          }, (res) => {
            res.resume();
            resolve(String(res.headers['set-cookie']));
          });
          req.on('error', reject);
          req.end(JSON.stringify({ type: 'Guest' }));
        });
        expect(setCookie).toMatch(/Secure/);
        expect(setCookie).toMatch(/HttpOnly/);
        expect(setCookie).toMatch(/SameSite=Lax/);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      await engine.close();
      dir.remove();
    }
  });
});
