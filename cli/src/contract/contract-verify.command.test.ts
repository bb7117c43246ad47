import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordedCalls } from '@switchback/http/contract';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openCliSession, startEmbeddedEngine } from '../composition-root';
import { runCli } from '../program';
import { captureIo } from '../testing/capture-io';
import { SteppingClock } from '../testing/fake-session';

/**
 * `switchback contract verify` in-process, wired by the real composition root, against the real commerce-api
 * (started here on a temporary data directory) and against a nock upstream in front of it that drifts.
 */
/** A whole guest scenario over HTTP, on a machine that may be busy running other suites. */
const SCENARIO = 120_000;

let dir: string;
let engine: { apiBaseUrl: string; supportKey: string | undefined; close(): Promise<void> };
let origin: string;

beforeAll(async () => {
  // Each whole scenario signs in about twenty times; this file runs it four times within a minute, which the
  // default sign-in limit (30 a minute per client) would rightly refuse. The limit itself is tested in commerce-api.
  vi.stubEnv('SWITCHBACK_RATE_LIMIT_AUTH', '1000');
  dir = await mkdtemp(join(tmpdir(), 'switchback-contract-verify-'));
  engine = (await startEmbeddedEngine(join(dir, 'engine')))._unsafeUnwrap();
  origin = new URL(engine.apiBaseUrl).origin;
}, 180_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

async function verify(args: string[]) {
  const { io, stdout, stderr } = captureIo();
  const code = await runCli(['node', 'switchback', 'contract', 'verify', ...args], {
    io, env: { SWITCHBACK_DATA_DIR: join(dir, 'cli'), ...(engine.supportKey !== undefined ? { SWITCHBACK_SUPPORT_KEY: engine.supportKey } : {}) }, cwd: dir, openSession: openCliSession, clock: new SteppingClock(),
  });
  return { code, stdout: stdout(), stderr: stderr() };
}

interface JsonReport {
  holds: boolean;
  calls: { call: string; status: number; drift?: { field: string; expected: string; received: string } }[];
  stopped?: { step: string; reason: string };
}

/**
 * An upstream at http://drifting.test that forwards every call to the real engine and answers what it answered
 * (status, body, content-type, cache-control, set-cookie), except that `drift` may rewrite the body of a call.
 */
function driftingUpstream(drift: (method: string, path: string, body: unknown) => unknown) {
  nock.enableNetConnect((host) => host.startsWith('127.0.0.1'));
  const forward = async (method: string, uri: string, requestBody: unknown, headers: Record<string, string | string[]>) => {
    const sent = new Headers();
    for (const [name, value] of Object.entries(headers)) if (name !== 'host') sent.set(name, Array.isArray(value) ? value.join(', ') : value);
    const bodyText = typeof requestBody === 'string' ? requestBody : JSON.stringify(requestBody);
    const answer = await fetch(`${origin}${uri}`, { method, headers: sent, ...(method === 'GET' || bodyText === '' ? {} : { body: bodyText }) });
    const text = await answer.text();
    const path = new URL(uri, origin).pathname;
    const body = text === '' ? undefined : drift(method, path, JSON.parse(text));
    const replyHeaders: Record<string, string | string[]> = {};
    for (const name of ['content-type', 'cache-control']) {
      const value = answer.headers.get(name);
      if (value !== null) replyHeaders[name] = value;
    }
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) replyHeaders['set-cookie'] = cookies;
    return [answer.status, body === undefined ? '' : JSON.stringify(body), replyHeaders] as const;
  };
  const scope = nock('http://drifting.test').persist();
  for (const method of ['get', 'post', 'put', 'delete'] as const) {
    scope[method](/.*/).query(true).reply(async function reply(uri, requestBody) {
      return forward(method.toUpperCase(), uri, requestBody, this.req.headers);
    });
  }
  return scope;
}

describe('switchback contract verify', () => {
  it('against commerce-api every call of the guest scenario matches: exit 0, each call ✓', async () => {
    const run = await verify(['--api', origin]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Contract verify · guest scenario · ${origin}`);
    expect(run.stdout).toMatch(/✓ +1 serverTime +GET +\/fapi\/server\/time +200/);
    expect(run.stdout).toMatch(/✓ +\d+ placeOrder +PUT +\/cart\/v2\/checkout\/order +200/);
    expect(run.stdout).toMatch(/✓ +\d+ getCart +GET +\/cart\/v1\/cart\/\S+ +404 CART_NOT_FOUND/);
    expect(run.stdout).toMatch(/✓ +\d+ getOrder +GET +\/consumers-v3\/consumer\/purchase\/\S+ +200\n/);
    expect(run.stdout).toMatch(/✓ +\d+ getOrder +GET +\/consumers-v3\/consumer\/purchase\/\S+ +404 ORDER_NOT_FOUND/);
    expect(run.stdout).toMatch(/✓ +\d+ removeItem +DELETE +\/cart\/v1\/item +200/);
    expect(run.stdout).toMatch(/✓ All \d+ calls match the contract/);
    expect(run.stdout).not.toContain('✗');
  }, SCENARIO);

  it('--json prints the report: holds, and every call with no drift', async () => {
    const run = await verify(['--api', origin, '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.holds).toBe(true);
    expect(report.stopped).toBeUndefined();
    expect(report.calls.length).toBeGreaterThanOrEqual(24);
    expect(report.calls.filter((call) => call.drift)).toEqual([]);
    expect(new Set(report.calls.map((call) => call.call))).toEqual(new Set(recordedCalls));
  }, SCENARIO);

  it('an upstream whose cart renames totals.total drifts: exit 4, the call and field named, expected vs received', async () => {
    driftingUpstream((method, path, body) => {
      if (method !== 'GET' || !path.startsWith('/api/cart/v1/cart/')) return body;
      const cart = body as { totals?: Record<string, unknown> };
      if (!cart.totals) return body;
      const { total, ...totals } = cart.totals;
      return { ...cart, totals: { ...totals, grandTotal: total } };
    });
    const run = await verify(['--api', 'http://drifting.test', '--json']);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/^✗ contract drift at getCart \(GET \/cart\/v1\/cart\/bsk_\w+\): response\.body\.totals\.total expected number, received missing\n$/);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.holds).toBe(false);
    expect(report.calls.find((call) => call.drift)).toMatchObject({
      call: 'getCart', status: 200, drift: { field: 'response.body.totals.total', expected: 'number', received: 'missing' },
    });
    expect(report.stopped?.step).toBe('getCart');
  }, SCENARIO);

  it('an upstream that drops a product field drifts on the screen too: ✗ on the call, the field on the next line', async () => {
    driftingUpstream((method, path, body) => {
      if (!path.endsWith('/details')) return body;
      const { name: _name, ...product } = body as Record<string, unknown>;
      return product;
    });
    const run = await verify(['--api', 'http://drifting.test']);
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(/✗ +\d+ productDetails +GET +\/products\/v2\/products\/\w+\/details +200/);
    expect(run.stdout).toContain('response.body.name: expected string, received missing');
    expect(run.stdout).toMatch(/✗ The scenario stopped at productDetails: failed: productDetails: the answer does not match the contract/);
    expect(run.stderr).toContain('response.body.name expected string, received missing');
  }, SCENARIO);

  it('an upstream that cannot be reached: exit 1, one line saying where the scenario stopped', async () => {
    nock.disableNetConnect();
    const run = await verify(['--api', 'http://unreachable.test']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^✗ the contract scenario stopped at serverTime: failed: serverTime: the commerce API could not be reached .*\n$/);
  }, SCENARIO);

  it('a bad or missing --api is one clear line and exit 2', async () => {
    const missing = await verify([]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('✗ --api: is required\n');
    const bad = await verify(['--api', 'localhost:3000/api']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('✗ --api: must be an http(s) origin such as http://localhost:3000\n');
    expect(bad.stdout).toBe('');
  }, SCENARIO);
});
