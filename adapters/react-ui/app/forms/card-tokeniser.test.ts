import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFieldOf, normaliseExpiry, tokeniseCard } from './card-tokeniser';

const card = { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('card entry in the browser (shared by checkout and the account)', () => {
  it('the tokeniser\'s field names map to the card fields; other names to none', () => {
    expect(['number', 'body.expiry', 'card.cvc', 'holder', 'amount', 42].map(cardFieldOf)).toEqual(['number', 'expiry', 'cvc', 'holder', null, null]);
  });

  it('expiry as the shopper types it: 1230 and 12 / 30 both read 12/30', () => {
    expect(['1230', '12 / 30', '12/30'].map(normaliseExpiry)).toEqual(['12/30', '12/30', '12/30']);
  });

  it('a token comes back as the token; the number is sent to the tokeniser only', async () => {
    const fetch = answer(200, { token: 'tok_1' });
    vi.stubGlobal('fetch', fetch);
    expect(await tokeniseCard(card)).toEqual({ type: 'token', token: 'tok_1' });
    expect(fetch).toHaveBeenCalledWith('/api/sandbox-payments/v1/tokens', expect.objectContaining({ method: 'POST', body: JSON.stringify(card) }));
  });

  it('a refused field is marked on its field; 429 is too many attempts; 402 is the caller\'s declined message or not accepted', async () => {
    vi.stubGlobal('fetch', answer(400, { errorDetails: [{ field: 'body.expiry', message: 'expired' }] }));
    expect(await tokeniseCard(card)).toEqual({ type: 'failed', errors: { expiry: { id: 'form.cardExpiry.invalid' } }, top: null });
    vi.stubGlobal('fetch', answer(429, { errorDetails: [{ message: 'slow down' }] }));
    expect(await tokeniseCard(card)).toMatchObject({ top: { id: 'errors.tooManyAttempts' } });
    vi.stubGlobal('fetch', answer(402, { errorDetails: [{ message: 'declined' }] }));
    expect(await tokeniseCard(card, { declined: 'errors.paymentDeclined' })).toMatchObject({ top: { id: 'errors.paymentDeclined' } });
    expect(await tokeniseCard(card)).toMatchObject({ top: { id: 'errors.cardNotAccepted' } });
  });

  it('no answer at all is a network error at the top', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('offline');
    }));
    expect(await tokeniseCard(card)).toEqual({ type: 'failed', errors: {}, top: { id: 'errors.network' } });
  });
});
