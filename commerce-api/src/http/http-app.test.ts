import { describe, expect, it } from 'vitest';
import { errorAnswerSchema } from '@switchback/core';
import { GuestTokenService } from '../identity/guest-token.service';
import { CryptoRandomSource } from '../platform/crypto-random-source';
import { IdGenerator } from '../platform/random-id';
import { SystemClock } from '../platform/system-clock';
import { buildHttpApp } from './http-app';

const ids = new IdGenerator(new CryptoRandomSource());
const tokens = new GuestTokenService(new Uint8Array(32), new SystemClock(), ids);

describe('http app shell', () => {
  it('a bug answers 500 GEN500 in the §8 shape, without a stack trace, and is logged', async () => {
    const logs: string[] = [];
    const app = buildHttpApp(
      { basePath: '/api', logger: true, logDestination: { write: (l) => void logs.push(l) }, version: 'test' },
      { ids, tokens },
      (_router, fastify) => {
        fastify.get('/api/boom', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
      },
    );
    const response = await app.inject({ method: 'GET', url: '/api/boom', headers: { 'x-correlation-id': 'bug-1' } });
    expect(response.statusCode).toBe(500);
    const answer = errorAnswerSchema.parse(response.json());
    expect(answer.errorDetails[0]!.errorId).toBe('GEN500');
    expect(answer.correlationId).toBe('bug-1');
    expect(response.body).not.toContain('secret internals');
    expect(logs.join('\n')).toContain('secret internals');
    await app.close();
  });

  it('an over-long path parameter answers 400 in the §8 shape (router-level error)', async () => {
    const app = buildHttpApp({ basePath: '/api', logger: false, version: 'test' }, { ids, tokens }, (router) => {
      router.public('productDetails', () => {
        throw new Error('not reached');
      });
    });
    const response = await app.inject({ method: 'GET', url: `/api/products/v2/products/${'A'.repeat(500)}/details` });
    expect(response.statusCode).toBe(400);
    expect(errorAnswerSchema.parse(response.json()).errorDetails[0]!.field).toBe('params');
    await app.close();
  });
});
