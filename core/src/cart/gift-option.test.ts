import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { giftOptionToSend } from './gift-option';

describe('§5 gift option', () => {
  it('a gift option is sent only when email, message and to are all present', () => {
    expect(giftOptionToSend({ to: ' Sam ', email: 'sam@example.com', message: 'Happy birthday' })).toEqual({ to: 'Sam', email: 'sam@example.com', message: 'Happy birthday' });
    expect(giftOptionToSend({ to: 'Sam', email: 'sam@example.com', message: ' ' })).toBeUndefined();
    expect(giftOptionToSend({ to: 'Sam', message: 'Hi' })).toBeUndefined();
    expect(giftOptionToSend(null)).toBeUndefined();
  });

  it('property: sent exactly when all three are non-blank', () => {
    const part = fc.option(fc.string({ maxLength: 4 }), { nil: undefined });
    fc.assert(fc.property(part, part, part, (to, email, message) => {
      const all = [to, email, message].every((v) => v !== undefined && v.trim() !== '');
      expect(giftOptionToSend({ to, email, message }) !== undefined).toBe(all);
    }));
  });
});
