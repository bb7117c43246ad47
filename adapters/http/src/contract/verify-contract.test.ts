import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractHolds, firstDrift, verifyContract } from './verify-contract';

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('verifyContract', () => {
  it('an upstream that cannot be reached stops the run at its first step, and the contract does not hold', async () => {
    const report = await verifyContract('http://unreachable.test/api');
    expect(report.calls).toEqual([]);
    expect(report.stopped?.step).toBe('serverTime');
    expect(report.stopped?.reason).toMatch(/could not be reached/);
    expect(contractHolds(report)).toBe(false);
  });

  it('a drifting first answer is reported with its field, and the run stops where the client cannot go on', async () => {
    nock('http://drift.test').get('/api/fapi/server/time').query(true).reply(200, { timestamp: 1 }, { 'content-type': 'application/json' });
    const seen: number[] = [];
    const report = await verifyContract('http://drift.test/api', (verdict) => seen.push(verdict.index));
    expect(seen).toEqual([1]);
    expect(firstDrift(report)).toMatchObject({
      index: 1, call: 'serverTime', method: 'GET', path: '/fapi/server/time', status: 200,
      drift: { field: 'response.body.timestamp', expected: 'string', received: 'number 1' },
    });
    expect(report.stopped?.step).toBe('serverTime');
    expect(contractHolds(report)).toBe(false);
  });
});
