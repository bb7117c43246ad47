/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256, utf8Bytes } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('SHA-256 in pure TypeScript (for the §4 PKCE challenge)', () => {
  it('FIPS 180-4 test vectors: "", "abc" and the 448-bit message', () => {
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8Bytes('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8Bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))))
      .toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('property: agrees with node:crypto on any message, across block boundaries', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      expect(hex(sha256(bytes))).toBe(nodeSha256(bytes));
    }), { numRuns: 300 });
    for (const length of [55, 56, 63, 64, 65, 119, 120, 128]) {
      const bytes = new Uint8Array(length).fill(0x61);
      expect(hex(sha256(bytes)), String(length)).toBe(nodeSha256(bytes));
    }
  });

  it('property: utf8Bytes agrees with Node on any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
      expect(Buffer.from(utf8Bytes(text))).toEqual(Buffer.from(text, 'utf8'));
    }));
  });
});
