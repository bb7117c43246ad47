import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { RegisteredTokenResponse } from '../contract';
import { registeredTokenRequestSchema, signInRequestSchema } from '../contract';
import { STORAGE_KEYS, type AccountApi } from '../ports';
import { FakeKeyValueStore, SequenceRandomSource } from '../testing';
import { codeChallengeFor } from './pkce';
import { SignIn } from './sign-in.use-case';

const auth = (basketId?: string): RegisteredTokenResponse => ({
  tokenType: 'Registered', usid: 'usid-1', customerId: 'cst_1', expiresIn: 1800, refreshExpiresIn: 2_592_000, consumerNo: 'C1', consumerType: 'EMPLOYEE',
  email: 'ada@example.com', firstName: 'Ada', favorites: {}, isEmployeeDiscountTCAccepted: false, ...(basketId ? { basketId } : {}),
});

/** An AccountApi that records the sign-in and exchange bodies (the contract's schemas must accept them). */
function recordingAccount(answer: RegisteredTokenResponse) {
  const sent: { signIn?: unknown; exchange?: unknown } = {};
  const api = {
    signIn: (body: unknown) => {
      sent.signIn = signInRequestSchema.parse(body);
      return okAsync({ authorizationCode: 'A'.repeat(43), expiresIn: 60 });
    },
    exchangeCode: (body: unknown) => {
      sent.exchange = registeredTokenRequestSchema.parse(body);
      return okAsync(answer);
    },
  } as unknown as AccountApi;
  return { api, sent };
}

describe('SignIn (commerce-core §4 login)', () => {
  it('sends an S256 challenge, exchanges the code with its verifier and the stored guest cart, stores the merged cart', async () => {
    const store = new FakeKeyValueStore({ [STORAGE_KEYS.basketId]: 'bsk_GUEST0001' });
    const { api, sent } = recordingAccount(auth('bsk_MERGED001'));
    const signedIn = await new SignIn(api, store, new SequenceRandomSource()).run({ email: ' ada@example.com ', password: 'Correct-Horse-9' }, () => 1_000);
    expect(signedIn.isOk()).toBe(true);
    const signInBody = sent.signIn as { username: string; codeChallenge: string };
    const exchange = sent.exchange as { codeVerifier: string; guestObjects: unknown; action: string };
    expect(signInBody.username).toBe('ada@example.com');
    expect(codeChallengeFor(exchange.codeVerifier)).toBe(signInBody.codeChallenge);
    expect(exchange.guestObjects).toEqual({ basketId: 'bsk_GUEST0001' });
    expect(exchange.action).toBe('postLogin');
    expect((await store.get(STORAGE_KEYS.basketId))._unsafeUnwrap()).toBe('bsk_MERGED001');
    const { after } = signedIn._unsafeUnwrap();
    expect(after.session).toEqual({ loggedIn: true, accessExpiresAt: 1_000 + 1_800_000, employee: true });
    expect(after.dialog).toBe('employee-terms');
  });

  it('a consumer without a cart: the stale guest cart id is forgotten', async () => {
    const store = new FakeKeyValueStore({ [STORAGE_KEYS.basketId]: 'bsk_GUEST0001' });
    const { api } = recordingAccount(auth());
    await new SignIn(api, store, new SequenceRandomSource()).run({ email: 'ada@example.com', password: 'x' }, () => 0);
    expect((await store.get(STORAGE_KEYS.basketId))._unsafeUnwrap()).toBeNull();
  });

  it('a refused sign-in stops there: no exchange, the cart id kept', async () => {
    const store = new FakeKeyValueStore({ [STORAGE_KEYS.basketId]: 'bsk_GUEST0001' });
    let exchanged = false;
    const api = {
      signIn: () => errAsync({ type: 'ApiError', errorId: 'INVALID_CREDENTIALS', kind: 'Invalid', statusCode: 401, message: '' }),
      exchangeCode: () => {
        exchanged = true;
        return okAsync(auth());
      },
    } as unknown as AccountApi;
    const result = await new SignIn(api, store, new SequenceRandomSource()).run({ email: 'ada@example.com', password: 'x' }, () => 0);
    expect(result.isErr()).toBe(true);
    expect(exchanged).toBe(false);
    expect((await store.get(STORAGE_KEYS.basketId))._unsafeUnwrap()).toBe('bsk_GUEST0001');
  });
});
