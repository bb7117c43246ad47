import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { orderReplayOptionsSchema, orderShipOptionsSchema, parseOrderOptions, supportKeyFor } from './order-options.schema';

describe('order command options (zod at the edge)', () => {
  it('replay: --place needs --card, --card needs --place, and only a sandbox card is accepted (never echoed)', () => {
    expect(parseOrderOptions(orderReplayOptionsSchema, { orderNumber: 'SB-000123' })._unsafeUnwrap()).toMatchObject({ place: false, json: false });
    expect(parseOrderOptions(orderReplayOptionsSchema, { orderNumber: 'SB-000123', place: true, card: '4111 1111 1111 1111' })._unsafeUnwrap().card).toBe(SANDBOX_CARDS.authorises);
    const real = parseOrderOptions(orderReplayOptionsSchema, { orderNumber: 'SB-000123', place: true, card: '5555555555554444' })._unsafeUnwrapErr();
    expect(real).toMatchObject({ type: 'InvalidOption', option: '--card' });
    expect(JSON.stringify(real)).not.toContain('5555555555554444');
    expect(parseOrderOptions(orderReplayOptionsSchema, { orderNumber: 'SB-000123', place: true })._unsafeUnwrapErr()).toMatchObject({ option: '--card' });
    expect(parseOrderOptions(orderReplayOptionsSchema, { orderNumber: 'SB-000123', card: SANDBOX_CARDS.authorises })._unsafeUnwrapErr()).toMatchObject({ option: '--place' });
  });

  it('the order number is named NUMBER as in the usage line; ship needs a well-formed tracking number', () => {
    expect(parseOrderOptions(orderReplayOptionsSchema, { orderNumber: 'no such' })._unsafeUnwrapErr()).toMatchObject({ option: 'NUMBER' });
    expect(parseOrderOptions(orderShipOptionsSchema, { orderNumber: 'SB-000123', carrier: 'UPS', tracking: 'a b' })._unsafeUnwrapErr()).toMatchObject({ option: '--tracking' });
  });

  it('the support key: SWITCHBACK_SUPPORT_KEY with --api (missing is a bad input, exit 2); none needed in-process', () => {
    expect(supportKeyFor(undefined, {})._unsafeUnwrap()).toBeUndefined();
    expect(supportKeyFor('http://localhost:3000', { SWITCHBACK_SUPPORT_KEY: 'a-support-key-of-16+' })._unsafeUnwrap()).toBe('a-support-key-of-16+');
    expect(supportKeyFor('http://localhost:3000', { SWITCHBACK_SUPPORT_KEY: '  ' })._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidOption', option: 'SWITCHBACK_SUPPORT_KEY' });
  });
});
