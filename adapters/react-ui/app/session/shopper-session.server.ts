import { createCookie } from 'react-router';
import { z } from 'zod';
import {
  afterLogin, GUEST_SESSION, isAccessExpired, isConnectedInStore, needsEmployeeTerms, sessionEntries, sessionFromEntries,
  type AgentLoginResponse, type RegisteredTokenResponse, type SessionState,
} from '@switchback/core';
import type { FlashMessage, InStoreSession, Shopper } from './shopper';
import { GUEST_SHOPPER } from './shopper';

/** The storefront's own cookies (never forwarded to the API). */
export const SESSION_COOKIE = 'sb_session';
export const FLASH_COOKIE = 'sb_flash';
export const IN_STORE_COOKIE = 'sb_in_store';
/** Issue 10: the shopper's chosen store (app/stores/my-store.server.ts). */
export const MY_STORE_COOKIE = 'sb_store';
export const STOREFRONT_COOKIES: ReadonlySet<string> = new Set([SESSION_COOKIE, FLASH_COOKIE, IN_STORE_COOKIE, MY_STORE_COOKIE]);

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const base = { httpOnly: true, sameSite: 'lax' as const, path: '/' };
const sessionCookie = createCookie(SESSION_COOKIE, { ...base, maxAge: THIRTY_DAYS });
const flashCookie = createCookie(FLASH_COOKIE, { ...base, maxAge: 120 });
const inStoreCookie = createCookie(IN_STORE_COOKIE, { ...base, maxAge: 12 * 60 * 60 });

/**
 * What the session cookie keeps: core's session keys of this session (login flag, access expiry, employee flag, under
 * the session's usid) and what the header shows. It is a display hint for loaders; the authority is the API's
 * httpOnly tokens, which every call carries (a forged hint gets nothing from the API).
 */
const storedSchema = z.object({
  usid: z.string().max(64),
  keys: z.record(z.string().max(128), z.string().max(32)),
  firstName: z.string().max(50).nullable(),
  email: z.string().max(100),
  consumerNo: z.string().max(32),
  consumerType: z.string().max(16),
  employeeTermsAccepted: z.boolean(),
});
type Stored = z.infer<typeof storedSchema>;

const inStoreSchema = z.object({
  storeId: z.string().max(32), storeName: z.string().max(100), storeEmployeeId: z.string().max(32), storeEmployeeName: z.string().max(100),
});

const flashSchema = z.enum(['auth.signedOut', 'auth.signedIn', 'auth.passwordChanged', 'auth.passwordReset', 'auth.associateEnded']);

/**
 * The shopper's session in the storefront's own cookies: who is signed in (core's session keys), the in-store
 * associate session, and a one-time message. Read once per request; changes become Set-Cookie headers.
 */
export class ShopperSession {
  private pending: Promise<string>[] = [];

  private constructor(
    private stored: Stored | null,
    private inStoreValue: InStoreSession | null,
    private readonly flashValue: FlashMessage | null,
    private readonly secure: boolean,
  ) {}

  static async of(cookieHeader: string | null, secure: boolean): Promise<ShopperSession> {
    const stored = storedSchema.safeParse(await sessionCookie.parse(cookieHeader));
    const inStore = inStoreSchema.safeParse(await inStoreCookie.parse(cookieHeader));
    const flash = flashSchema.safeParse(await flashCookie.parse(cookieHeader));
    const session = new ShopperSession(stored.success ? stored.data : null, inStore.success ? inStore.data : null, flash.success ? flash.data : null, secure);
    if (flash.success) session.pending.push(flashCookie.serialize('', { maxAge: 0, secure }));
    return session;
  }

  /** core's SessionState of this session (the guest value when signed out). */
  get state(): SessionState {
    if (this.stored === null) return GUEST_SESSION;
    const keys = this.stored.keys;
    return sessionFromEntries((key) => keys[key] ?? null, this.stored.usid);
  }

  get shopper(): Shopper {
    const state = this.state;
    if (!state.loggedIn || this.stored === null) return GUEST_SHOPPER;
    const auth = { consumerType: this.stored.consumerType, isEmployeeDiscountTCAccepted: this.stored.employeeTermsAccepted };
    return {
      signedIn: true, firstName: this.stored.firstName, email: this.stored.email, consumerNo: this.stored.consumerNo,
      employee: state.employee, needsEmployeeTerms: needsEmployeeTerms(auth),
    };
  }

  /** Whether the access token is past its expiry (core `isAccessExpired`): the next API call renews it. */
  accessExpired(nowMs: number): boolean {
    return isAccessExpired(this.state, nowMs);
  }

  /** After the Registered exchange or a refresh: core's session after login, stored under the new usid. */
  signedIn(auth: RegisteredTokenResponse, nowMs: number): ReturnType<typeof afterLogin> {
    const after = afterLogin(auth, auth.expiresIn, nowMs);
    this.stored = {
      usid: auth.usid, keys: Object.fromEntries(sessionEntries(auth.usid, after.session)), firstName: auth.firstName, email: auth.email,
      consumerNo: auth.consumerNo, consumerType: auth.consumerType, employeeTermsAccepted: auth.isEmployeeDiscountTCAccepted,
    };
    this.write();
    return after;
  }

  /** Signed out, or the session could not be renewed: back to a guest. */
  signedOut(): void {
    if (this.stored === null) return;
    this.stored = null;
    this.pending.push(sessionCookie.serialize('', { maxAge: 0, secure: this.secure }));
  }

  get usid(): string | null {
    return this.stored?.usid ?? null;
  }

  get inStore(): InStoreSession | null {
    return this.inStoreValue !== null && isConnectedInStore(this.inStoreValue) ? this.inStoreValue : null;
  }

  startInStore(session: AgentLoginResponse): void {
    this.inStoreValue = { storeId: session.storeId, storeName: session.storeName, storeEmployeeId: session.storeEmployeeId, storeEmployeeName: session.storeEmployeeName };
    this.pending.push(inStoreCookie.serialize(this.inStoreValue, { secure: this.secure }));
  }

  endInStore(): void {
    this.inStoreValue = null;
    this.pending.push(inStoreCookie.serialize('', { maxAge: 0, secure: this.secure }));
  }

  get flash(): FlashMessage | null {
    return this.flashValue;
  }

  setFlash(message: FlashMessage): void {
    this.pending.push(flashCookie.serialize(message, { secure: this.secure }));
  }

  private write(): void {
    this.pending.push(sessionCookie.serialize(this.stored, { secure: this.secure }));
  }

  /** The Set-Cookie headers owed (later ones win in the browser, so order is kept). */
  async setCookies(): Promise<string[]> {
    return Promise.all(this.pending);
  }
}
