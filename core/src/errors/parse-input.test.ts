import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './parse-input';

const schema = z.strictObject({ address: z.strictObject({ city: z.string().min(1, 'city is required') }), qty: z.number().int() });

describe('parseInput: an invalid input returns InvalidInput with the field, never throws', () => {
  it('a valid value passes through parsed', () => {
    expect(parseInput(schema, { address: { city: 'Oslo' }, qty: 1 })).toEqual(ok({ address: { city: 'Oslo' }, qty: 1 }));
  });

  it('names a nested field as a dotted path, with the schema message', () => {
    expect(parseInput(schema, { address: { city: '' }, qty: 1 })).toEqual(err({ type: 'InvalidInput', field: 'address.city', message: 'city is required' }));
  });

  it('prefixes the field when asked', () => {
    expect(parseInput(z.string().min(8), 'x', 'basketId')._unsafeUnwrapErr()).toMatchObject({ field: 'basketId' });
  });

  it('a failure of the whole value without a field is reported on "input"', () => {
    expect(parseInput(schema, 'not an object')._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'input' });
  });
});
