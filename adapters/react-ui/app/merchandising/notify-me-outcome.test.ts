import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { outcomeOf, outcomeQuery, type NotifyMeOutcome } from './notify-me-outcome';

const outcomes: NotifyMeOutcome[] = [
  { ok: true, upc: '840120000005' },
  { ok: false, upc: '840120000005', error: { id: 'form.email.invalid', placement: 'field', field: 'email', notFound: false } },
  { ok: false, upc: '840120000005', error: { id: 'notifyMe.errors.inStock', placement: 'field', field: 'upc', notFound: false } },
  { ok: false, upc: '', error: { id: 'notifyMe.errors.failed', placement: 'top', notFound: false } },
];

describe('the notify-me outcome in the redirect back (JavaScript off)', () => {
  it.each(outcomes)('travels through the URL and back: %j', (outcome) => {
    const url = new URL('https://shop.example/en-us/p/x-SBTR0001');
    for (const [key, value] of Object.entries(outcomeQuery(outcome))) url.searchParams.set(key, value);
    expect(outcomeOf(url)).toEqual(outcome);
    expect(url.search).not.toContain('%40');
  });

  it('a URL without an outcome, or with an unknown one, has none', () => {
    fc.assert(fc.property(fc.string(), (code) => {
      fc.pre(!['sent', 'email', 'inStock', 'size', 'failed'].includes(code));
      expect(outcomeOf(new URL(`https://shop.example/en-us?notify=${encodeURIComponent(code)}`))).toBeNull();
    }));
    expect(outcomeOf(new URL('https://shop.example/en-us'))).toBeNull();
  });
});
