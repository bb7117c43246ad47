import { SANDBOX_CARDS } from '@switchback/core';
import {
  checkExchange, RECORDED_ERROR_STATUS, RECORDED_ERRORS, recordedCalls, type Expectation, type Recording, type RecordingSet,
} from '@switchback/http/contract';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordings, RECORDINGS_DIR } from './recordings.store';

let recordings: RecordingSet;
beforeAll(async () => {
  recordings = await loadRecordings();
});

const success = (call: string): Recording => {
  const recording = recordings.successes.get(call as never);
  if (!recording) throw new Error(`no recording of ${call}`);
  return recording;
};
const failure = (errorId: string): Recording => {
  const recording = recordings.errors.get(errorId);
  if (!recording) throw new Error(`no recording of ${errorId}`);
  return recording;
};
const expectedError = (errorId: keyof typeof RECORDED_ERROR_STATUS): Expectation => ({
  success: false,
  error: { errorId, status: RECORDED_ERROR_STATUS[errorId] },
});

/** A deep copy of a recording, changed by `drift`: what an upstream that no longer keeps the contract would answer. */
const drifted = (recording: Recording, drift: (copy: Recording) => void): Recording => {
  const copy = structuredClone(recording);
  drift(copy);
  return copy;
};
type Json = Record<string, unknown>;
const body = (part: { body?: unknown }) => part.body as Json;

describe('recordings', () => {
  it('there is a recording for every call of the registry, and for the sandbox tokeniser', () => {
    expect([...recordings.successes.keys()].sort()).toEqual([...recordedCalls].sort());
  });

  it('every provoked error is recorded, and nothing else', () => {
    expect([...recordings.errors.keys()].sort()).toEqual([...RECORDED_ERRORS].sort());
  });

  it.each(recordedCalls)(
    '%s: the recorded request (method, path, params, query, site/locale/content-type/cookie/idempotency headers, body) and its 2xx JSON answer keep to the contract',
    (call) => {
      expect(checkExchange(success(call))).toBeUndefined();
    },
  );

  it.each(RECORDED_ERRORS)('%s: the recorded request keeps to the contract and the answer is the §8 envelope with its errorId and status', (errorId) => {
    expect(checkExchange(failure(errorId), expectedError(errorId))).toBeUndefined();
  });

  it('no recording holds a card number or a cookie value', async () => {
    const files = [
      ...(await readdir(RECORDINGS_DIR)).map((name) => join(RECORDINGS_DIR, name)),
      ...(await readdir(join(RECORDINGS_DIR, 'errors'))).map((name) => join(RECORDINGS_DIR, 'errors', name)),
    ].filter((path) => path.endsWith('.json'));
    expect(files).toHaveLength(recordedCalls.length + RECORDED_ERRORS.length);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const card of Object.values(SANDBOX_CARDS)) expect(text, file).not.toContain(card);
    }
    const all = [...recordings.successes.values(), ...recordings.errors.values()];
    const setCookies = all.map((recording) => recording.response.headers['set-cookie']).filter((cookie) => cookie !== undefined);
    const cookies = all.map((recording) => recording.request.headers.cookie).filter((cookie) => cookie !== undefined);
    expect(setCookies.length).toBeGreaterThan(0);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of setCookies) expect(cookie).toMatch(/^[^=;]+=<redacted>/);
    for (const cookie of cookies) expect(cookie).toMatch(/^[^=;]+=<redacted>(; [^=;]+=<redacted>)*$/);
  });
});

describe('the checks can fail: a deliberately drifted copy of a recording is rejected, naming the field', () => {
  it('a renamed response field (cart totals.total → totals.grandTotal) is named as missing', () => {
    const copy = drifted(success('getCart'), (r) => {
      const totals = body(r.response).totals as Json;
      totals.grandTotal = totals.total;
      delete totals.total;
    });
    expect(checkExchange(copy)).toEqual({ field: 'response.body.totals.total', expected: 'number', received: 'missing' });
  });

  it('a retyped field deep in an array (an item price as a decimal string) is named with its index', () => {
    const copy = drifted(success('addItem'), (r) => {
      const [item] = body(r.response).items as Json[];
      (item!.price as Json).current = '125.99';
    });
    expect(checkExchange(copy)).toEqual({ field: 'response.body.items[0].price.current', expected: 'number', received: 'string "125.99"' });
  });

  it('an answer of a bodyless GET (catalog) is checked too', () => {
    const copy = drifted(success('catalog'), (r) => {
      delete body(r.response).categories;
    });
    expect(checkExchange(copy)).toEqual({ field: 'response.body.categories', expected: 'array', received: 'missing' });
  });

  it('a request without the Idempotency-Key is rejected for placeOrder', () => {
    const copy = drifted(success('placeOrder'), (r) => {
      delete r.request.headers['idempotency-key'];
    });
    expect(checkExchange(copy)).toEqual({ field: 'request.headers.idempotency-key', expected: 'a key, so a retry cannot place a second order', received: 'missing' });
  });

  it('a cart call made without the guest cookie is rejected', () => {
    const copy = drifted(success('getCart'), (r) => {
      delete r.request.headers.cookie;
    });
    expect(checkExchange(copy)?.field).toBe('request.headers.cookie');
  });

  it('a request path that disagrees with its parameters, and a query the call does not take, are rejected', () => {
    expect(checkExchange(drifted(success('productDetails'), (r) => {
      r.request.path = r.request.path.replace('/details', '/detail');
    }))?.field).toBe('request.path');
    expect(checkExchange(drifted(success('paymentMethods'), (r) => {
      r.request.query.debug = '1';
    }))).toEqual({ field: 'request.query.debug', expected: 'no such field', received: 'string "1"' });
  });

  it('a request body that breaks its schema is rejected (addItem with a quantity of 0)', () => {
    const copy = drifted(success('addItem'), (r) => {
      const [item] = body(r.request).items as Json[];
      item!.qty = 0;
    });
    expect(checkExchange(copy)).toMatchObject({ field: 'request.body.items[0].qty', received: 'number 0' });
  });

  it('the tokeniser request must name a sandbox card only by its mask', () => {
    const copy = drifted(success('tokenizeCard'), (r) => {
      body(r.request).number = SANDBOX_CARDS.authorises;
    });
    expect(checkExchange(copy)?.field).toBe('request.body.number');
  });

  it('an answer carrying customer data (a cart) that may be cached is rejected', () => {
    const copy = drifted(success('getCart'), (r) => {
      r.response.headers['cache-control'] = 'public, max-age=60';
    });
    expect(checkExchange(copy)).toEqual({
      field: 'response.headers.cache-control', expected: 'no-store (the answer carries customer data)', received: 'string "public, max-age=60"',
    });
  });

  it('the order read back: another guest asking for it must get 404 ORDER_NOT_FOUND, not the order', () => {
    expect(checkExchange(success('getOrder'), expectedError('ORDER_NOT_FOUND'))).toEqual({
      field: 'response.status', expected: '404 (ORDER_NOT_FOUND)', received: '200',
    });
  });

  it('the guest token must come as an httpOnly cookie', () => {
    const copy = drifted(success('guestToken'), (r) => {
      r.response.headers['set-cookie'] = (r.response.headers['set-cookie'] ?? '').replace(/; HttpOnly/i, '');
    });
    expect(checkExchange(copy)?.field).toBe('response.headers.set-cookie');
  });

  it('an error answered with another status, another errorId, or outside the §8 envelope is rejected', () => {
    const expected = expectedError('ITEM_OOS');
    expect(checkExchange(drifted(failure('ITEM_OOS'), (r) => {
      r.response.status = 400;
    }), expected)).toEqual({ field: 'response.status', expected: '409 (ITEM_OOS)', received: '400' });
    expect(checkExchange(drifted(failure('ITEM_OOS'), (r) => {
      const [detail] = body(r.response).errorDetails as Json[];
      detail!.errorId = 'OUT_OF_STOCK';
    }), expected)).toEqual({ field: 'response.body.errorDetails[0].errorId', expected: 'ITEM_OOS', received: 'string "OUT_OF_STOCK"' });
    expect(checkExchange(drifted(failure('ITEM_OOS'), (r) => {
      r.response.body = { error: 'out of stock' };
    }), expected)).toEqual({ field: 'response.body.errorDetails', expected: 'array', received: 'missing' });
  });

  it('a success where the scenario provokes an error, and an error where it expects success, are rejected', () => {
    expect(checkExchange(success('getCart'), expectedError('CART_NOT_FOUND'))).toEqual({
      field: 'response.status', expected: '404 (CART_NOT_FOUND)', received: '200',
    });
    expect(checkExchange(drifted(failure('CART_NOT_FOUND'), () => {}))).toEqual({ field: 'response.status', expected: '2xx', received: '404' });
  });
});
