import { render } from 'ink-testing-library';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { catalogueError, type StoreApi, type StoreSearchRequest, type StoreSearchResponse, type StoreSearchResult } from '@switchback/core';
import { FixedClock } from '@switchback/core/testing';
import { parseOptions } from '../shared/cli-options.schema';
import type { CliSession, CommandContext } from '../shared/cli-session';
import { captureIo } from '../testing/capture-io';
import { storeSearchRequestOf, storesSearchOptionsSchema } from './stores-options.schema';
import { storesSearchCommand } from './stores-search.command';
import { openingText, storeRow, StoresScreen } from './stores.screen';

const store = (overrides: Partial<StoreSearchResult> = {}): StoreSearchResult => ({
  id: 'STR-MAN-01', name: 'Switchback Manchester', address: { addressLine1: '45 Market St', city: 'Manchester', postalCode: 'M1 1WR', countryCode: 'GB' },
  phone: '+44 161 496 0104', email: 'manchester@stores.switchback.example', latitude: 53.48, longitude: -2.24, timeZone: 'Europe/London',
  openingHours: [{ day: 1, opens: '09:30', closes: '20:00' }], openingStatus: { openNow: true, closesAt: '20:00', opensAt: null },
  services: ['pickup', 'shipToStore'], distanceKm: 0.3, ...overrides,
});
const answer: StoreSearchResponse = {
  location: { latitude: 53.4794, longitude: -2.237, label: 'Manchester' },
  stores: [store({ stock: { quantity: 2, stockStatus: 'LOW_STOCK' } }), store({ id: 'STR-LDS-01', name: 'Switchback Leeds', distanceKm: 58.4, services: ['shipToStore'], openingStatus: { openNow: false, closesAt: null, opensAt: { day: 2, time: '09:30' } }, stock: { quantity: 0, stockStatus: 'OUT_OF_STOCK' } })],
};

function contextWith(search: StoreApi['search']) {
  const capture = captureIo();
  let closed = 0;
  const stores = { search } as unknown as StoreApi;
  const session = { locale: 'en-GB', stores, close: async () => { closed += 1; } } as unknown as CliSession;
  const context: CommandContext = { io: capture.io, env: {}, cwd: '/tmp', openSession: () => okAsync(session), clock: new FixedClock() };
  return { context, capture, closed: () => closed };
}

describe('stores search options', () => {
  it('exactly one of --postcode and --city; --product and --upc together; the radius 1 to 500 km', () => {
    expect(parseOptions(storesSearchOptionsSchema, {})._unsafeUnwrapErr()).toMatchObject({ option: '--postcode' });
    expect(parseOptions(storesSearchOptionsSchema, { postcode: 'M1 1WR', city: 'Leeds' })._unsafeUnwrapErr()).toMatchObject({ option: '--postcode' });
    expect(parseOptions(storesSearchOptionsSchema, { city: 'Leeds', product: 'SBTR0001' })._unsafeUnwrapErr()).toMatchObject({ option: '--upc' });
    expect(parseOptions(storesSearchOptionsSchema, { city: 'Leeds', radius: '900' })._unsafeUnwrapErr()).toMatchObject({ option: '--radius' });
    expect(parseOptions(storesSearchOptionsSchema, { city: 'Leeds', site: 'en-xx' })._unsafeUnwrapErr()).toMatchObject({ option: '--site' });
    const options = parseOptions(storesSearchOptionsSchema, { postcode: 'M1 1WR', site: 'en-gb', product: 'SBTR0001', upc: '840120000003', radius: '100' })._unsafeUnwrap();
    expect(storeSearchRequestOf(options)).toEqual({ postcode: 'M1 1WR', productId: 'SBTR0001', upc: '840120000003', radiusKm: 100 });
  });
});

describe('stores search screen', () => {
  it('one row per store: distance, id, name, postcode, opening, services, and the size\'s stock when asked', () => {
    expect(storeRow(answer.stores[0]!, true).replace(/\s+/g, ' ')).toBe('0.3 km STR-MAN-01 Switchback Manchester M1 1WR open until 20:00 pickup+sts 2 LOW STOCK');
    expect(storeRow(answer.stores[1]!, false).replace(/\s+/g, ' ')).toBe('58.4 km STR-LDS-01 Switchback Leeds M1 1WR closed, opens Tue 09:30 sts');
    expect(openingText({ openNow: false, closesAt: null, opensAt: null })).toBe('closed');
    const { lastFrame, unmount } = render(<StoresScreen heading="Stores" steps={[]} found={answer} withStock />);
    expect(lastFrame()).toContain('from Manchester');
    expect(lastFrame()).toContain('2 stores');
    unmount();
  });

  it('an unknown place says so', () => {
    const { lastFrame, unmount } = render(<StoresScreen heading="Stores" steps={[]} found={{ location: null, stores: [] }} />);
    expect(lastFrame()).toContain('No such place is known');
    unmount();
  });
});

describe('switchback stores search', () => {
  it('asks the StoreApi for the options\' place and size, prints the stores; --json prints the answer alone', async () => {
    const asked: StoreSearchRequest[] = [];
    const { context, capture, closed } = contextWith((request) => {
      asked.push(request);
      return okAsync(answer);
    });
    expect(await storesSearchCommand({ api: 'http://localhost:3000', site: 'en-gb', city: 'Manchester', product: 'SBTR0001', upc: '840120000003', json: true }, context)).toBe(0);
    expect(asked).toEqual([{ city: 'Manchester', productId: 'SBTR0001', upc: '840120000003' }]);
    expect(JSON.parse(capture.stdout())).toEqual({ site: 'en-gb', ...answer });
    expect(closed()).toBe(1);
  });

  it('a malformed postcode is the API\'s POSTCODE_INVALID: exit 3 (the upstream refused) with its errorId; a bad option exits before any call', async () => {
    const { context, capture } = contextWith(() => errAsync(catalogueError('POSTCODE_INVALID')));
    const code = await storesSearchCommand({ api: 'http://localhost:3000', postcode: 'ZZ' }, context);
    expect(code).toBe(3);
    expect(capture.stderr()).toMatch(/^✗ POSTCODE_INVALID: /);
    let called = 0;
    const refused = contextWith(() => { called += 1; return okAsync(answer); });
    expect(await storesSearchCommand({ api: 'http://localhost:3000' }, refused.context)).toBe(2);
    expect(refused.capture.stderr()).toMatch(/^✗ --postcode: /);
    expect(called).toBe(0);
  });
});
