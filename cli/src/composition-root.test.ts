import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCardPayment, AddToCart, PlaceOrder, SelectShippingMethod, SetShippingAddress, StartGuestSession,
} from '@switchback/core';
import { ListCatalog } from './catalog/list-catalog';
import { ScriptedCheckout } from './checkout/scripted-checkout';
import { TOKENS, createCliContainer } from './composition-root';
import { VerifyContract } from './contract/verify-contract';

describe('CLI composition root', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'switchback-cli-root-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('resolves every port and use case (a missing binding fails here, not in production)', async () => {
    const container = createCliContainer({ apiBaseUrl: 'http://127.0.0.1:9/api', site: 'en-us', stateFilePath: join(dir, 'cli-state.json') });
    for (const [name, token] of Object.entries(TOKENS)) {
      expect(container.get(token), name).toBeDefined();
    }
    const expected = {
      StartGuestSession, AddToCart, SetShippingAddress, SelectShippingMethod, AddCardPayment, PlaceOrder, ScriptedCheckout, ListCatalog,
      VerifyContract,
    } as const;
    for (const [name, type] of Object.entries(expected)) {
      expect(container.get(TOKENS[name as keyof typeof expected]), name).toBeInstanceOf(type);
    }
  });

  it('binds singletons: the cookie jar and state file are shared by every use case of a run', async () => {
    const container = createCliContainer({ apiBaseUrl: 'http://127.0.0.1:9/api', site: 'en-us', stateFilePath: join(dir, 'cli-state.json') });
    expect(container.get(TOKENS.CommerceClient)).toBe(container.get(TOKENS.CommerceClient));
    expect(container.get(TOKENS.KeyValueStore)).toBe(container.get(TOKENS.KeyValueStore));
  });
});
