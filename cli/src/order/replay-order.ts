import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  compareReplay, DEFAULT_SITE_ID, PAYMENT_TRAIL_ENDPOINTS, siteById, trailAnswerOf, isBasketTrailEndpoint,
  type AuthApi, type BasketTrail, type BasketTrailEndpoint, type CardTokenizer, type CartApi, type CheckoutApi, type Clock,
  type CommerceError, type RandomSource, type ReplayComparison, type ReplayedCall, type SiteId, type SupportApi,
  type TokenizeCardRequest, type TrailEntry, type TrailLine, type TrailOutcome, type WishlistApi, type PromotionApi,
} from '@switchback/core';
import { commerceFailure, type CliError } from '../shared/cli-error';
import { timedStep, type StepListener, type StepPlan } from '../shared/steps';
import { standInContact } from './replay-stand-ins';

/** A fresh guest on the chosen upstream: its own cookie jar, so its own token and basket. */
export interface ReplayShopper {
  readonly auth: Pick<AuthApi, 'guestToken'>;
  readonly carts: CartApi;
  readonly checkout: CheckoutApi;
  readonly tokenizer: CardTokenizer;
  readonly wishlists: Pick<WishlistApi, 'moveSaveForLater'>;
  /** Issue 9: the coupons the shopper entered and took off. */
  readonly promotions: Pick<PromotionApi, 'applyCoupon' | 'removeCoupon'>;
}

export interface ReplayOptions {
  /** Replay the payment calls too, with this sandbox card (tokenised by the sandbox tokeniser, never sent to the API). */
  readonly place?: { readonly card: TokenizeCardRequest };
}

export interface ReplayResult extends ReplayComparison {
  readonly trail: BasketTrail;
  /** The fresh guest's basket (undefined when the replay could not create one). */
  readonly newBasketId: string | undefined;
  /** The order the replay placed (`--place`). */
  readonly placedOrderNumber?: string;
}

/**
 * Why a trail call is not replayed (shown instead of its answer now; it never counts as divergence): the replay stops
 * before payment unless `--place` (the first payment call and every call after it); moving a saved-for-later item back
 * to the cart (a fresh guest has no saved-for-later list).
 */
export function skipReason(entry: TrailEntry, options: ReplayOptions, trail: Pick<BasketTrail, 'entries'>): string | undefined {
  if (!isBasketTrailEndpoint(entry.endpoint)) return 'not a basket call';
  if (options.place === undefined) {
    const payment = trail.entries.find((e) => PAYMENT_TRAIL_ENDPOINTS.includes(e.endpoint as BasketTrailEndpoint));
    if (payment !== undefined && entry.seq >= payment.seq) return 'stopped before payment (--place replays it)';
  }
  if (entry.endpoint === 'moveSaveForLater' && (entry.body as { action?: unknown } | undefined)?.action !== 'saveForLater') {
    return 'a fresh guest has no saved-for-later list to move from';
  }
  return undefined;
}

export const trailStepId = (entry: TrailEntry): string => `call-${entry.seq}`;

/** The steps of a replay as the screen shows them before they run: the trail read, then one per call once it is known. */
export const TRAIL_STEP: StepPlan = { id: 'trail', label: 'Read the basket trail (support key)' };
export const GUEST_STEP: StepPlan = { id: 'guest', label: 'Start a fresh guest on the upstream' };
export const replayCallLabel = (entry: TrailEntry): string => `#${entry.seq} ${entry.endpoint} ${entry.method} ${entry.path.replace(/^\/api/, '')}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The outcome of a call now, in the same terms as the trail's (core's `trailAnswerOf`). */
function outcomeOf(endpoint: BasketTrailEndpoint, result: Result<unknown, CommerceError>): Result<TrailOutcome, CliError> {
  if (result.isOk()) return ok({ status: 200, answer: trailAnswerOf(endpoint, 200, result.value) });
  const error = result.error;
  switch (error.type) {
    case 'ApiError':
      return ok({ status: error.statusCode, answer: { errorId: error.errorId } });
    case 'InvalidInput':
      // The client refused to send it: as the API would have (400 INVALID_REQUEST naming the field).
      return ok({ status: 400, answer: { errorId: 'INVALID_REQUEST' } });
    case 'NetworkError':
    case 'InvalidResponse':
      return err(commerceFailure(error));
  }
}

/**
 * `switchback order replay`: runs the order's basket trail again, call by call, on a fresh guest, mapping the old
 * basket id to the new one and old item ids to new ones (by UPC), and compares each answer with the trail's (core's
 * compareReplay). Payment calls are replayed only with a sandbox card (`--place`).
 */
export class ReplayOrder {
  constructor(
    private readonly support: Pick<SupportApi, 'trail'>,
    private readonly freshShopper: (site: SiteId) => ReplayShopper,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  /** Reads the trail (its own step), so the screen can list every call before the replay runs them. */
  readTrail(orderNumber: string, onStep: StepListener): ResultAsync<BasketTrail, CliError> {
    return timedStep(this.clock, onStep, TRAIL_STEP.id, () => this.support.trail(orderNumber).mapErr(commerceFailure),
      (trail) => `${trail.entries.length} call${trail.entries.length === 1 ? '' : 's'} on basket ${trail.basketId}`);
  }

  /** Replays a trail read by `readTrail`; `onCall` hears each call's outcome as it comes. */
  replay(trail: BasketTrail, options: ReplayOptions, onStep: StepListener, onCall: (call: ReplayedCall) => void = () => {}): ResultAsync<ReplayResult, CliError> {
    if (trail.entries.length === 0) {
      return errAsync({ type: 'ReplayImpossible', orderNumber: trail.orderNumber, reason: 'no basket trail was recorded for this order (placed before the trail existed)' });
    }
    const site = siteById(trail.siteId)?.id ?? DEFAULT_SITE_ID;
    const shopper = this.freshShopper(site);
    const run = async (): Promise<Result<ReplayResult, CliError>> => {
      const guest = await timedStep(this.clock, onStep, GUEST_STEP.id, () => shopper.auth.guestToken().mapErr(commerceFailure), () => 'guest token');
      if (guest.isErr()) return err(guest.error);
      const state: ReplayState = { oldBasketId: trail.basketId, newBasketId: undefined, itemIds: new Map(), placedOrderNumber: undefined };
      const calls: ReplayedCall[] = [];
      for (const entry of trail.entries) {
        const then: TrailOutcome = { status: entry.status, answer: entry.answer };
        if (!isBasketTrailEndpoint(entry.endpoint) || skipReason(entry, options, trail) !== undefined) {
          const call: ReplayedCall = { seq: entry.seq, endpoint: entry.endpoint, then, now: undefined };
          calls.push(call);
          onCall(call);
          continue;
        }
        const endpoint = entry.endpoint;
        const now = await timedStep(this.clock, onStep, trailStepId(entry), () => this.replayCall(shopper, state, endpoint, entry, options, site),
          (outcome) => `${entry.status} → ${outcome.status}`);
        if (now.isErr()) return err(now.error);
        mapItems(state, entry.answer.lines, now.value.answer.lines);
        const call: ReplayedCall = { seq: entry.seq, endpoint, then, now: now.value };
        calls.push(call);
        onCall(call);
      }
      return ok({
        ...compareReplay(calls), trail, newBasketId: state.newBasketId,
        ...(state.placedOrderNumber !== undefined ? { placedOrderNumber: state.placedOrderNumber } : {}),
      });
    };
    return new ResultAsync(run());
  }

  /** One trail call on the fresh guest: its body with the basket and item ids mapped, and stand-ins for what the trail does not keep. */
  private replayCall(shopper: ReplayShopper, state: ReplayState, endpoint: BasketTrailEndpoint, entry: TrailEntry, options: ReplayOptions, site: SiteId): ResultAsync<TrailOutcome, CliError> {
    const body = entry.body;
    const b: Record<string, unknown> = isObject(body) ? body : {};
    const settle = (call: ResultAsync<unknown, CommerceError>): ResultAsync<TrailOutcome, CliError> =>
      new ResultAsync((async () => outcomeOf(endpoint, await call))());
    // Every call but createCart needs the fresh basket: a trail that does not start with createCart gets one first.
    const basket = (): ResultAsync<string, CliError> => (state.newBasketId !== undefined
      ? okAsync(state.newBasketId)
      : shopper.carts.create().mapErr(commerceFailure).map((cart) => (state.newBasketId = cart.basketId)));
    const withBasket = (work: (basketId: string) => ResultAsync<unknown, CommerceError>) => basket().andThen((basketId) => settle(work(basketId)));
    const item = (itemId: unknown) => state.itemIds.get(str(itemId)) ?? str(itemId);

    switch (endpoint) {
      case 'createCart':
        return settle(shopper.carts.create().map((cart) => {
          state.newBasketId = cart.basketId;
          return cart;
        }));
      case 'addItem':
        return withBasket((basketId) => shopper.carts.addItems({ cartId: basketId, items: Array.isArray(b.items) ? (b.items as { productId: string; upc: string; qty: number }[]) : [] }));
      case 'updateItem':
        return withBasket((basketId) => shopper.carts.updateItem(basketId, { itemId: item(b.itemId), productId: str(b.productId), upc: str(b.upc), qty: typeof b.qty === 'number' ? b.qty : 0 }));
      case 'removeItem':
        return withBasket((basketId) => shopper.carts.removeItem({ cartId: basketId, itemId: item(b.itemId), upc: str(b.upc) }));
      case 'moveSaveForLater':
        return withBasket((basketId) => shopper.wishlists.moveSaveForLater(basketId, { action: 'saveForLater', itemId: item(b.itemId) }));
      case 'setShippingAddress': {
        const entries = Array.isArray(body) ? body.filter(isObject) : [];
        return withBasket((basketId) => shopper.checkout.setShippingAddress(basketId, entries.map((address) => {
          const contact = standInContact(str(address.countryCode), site);
          return { ...(address as Record<string, string>), phone: contact.phone, email: contact.email } as never;
        })));
      }
      case 'shippingMethods':
        return withBasket((basketId) => shopper.checkout.shippingMethods(basketId, decodeURIComponent(entry.path.split('/').at(-1) ?? 'me')));
      case 'selectShippingMethod':
        return withBasket((basketId) => shopper.checkout.selectShippingMethod({
          cartId: basketId, code: str(b.code),
          ...(typeof b.shippingId === 'string' ? { shippingId: b.shippingId } : {}),
          ...(typeof b.shopperAppliedSM === 'boolean' ? { shopperAppliedSM: b.shopperAppliedSM } : {}),
        }));
      case 'setBillingAddress': {
        const address = isObject(b.address) ? b.address : {};
        const contact = standInContact(str(address.countryCode), site);
        return withBasket((basketId) => shopper.checkout.setBillingAddress(basketId, {
          address: { ...(address as Record<string, string>), phone: contact.phone } as never,
          ...(isObject(b.subscriptions) ? { subscriptions: b.subscriptions as { newsletterConsent: boolean } } : {}),
        }));
      }
      case 'paymentMethods':
        return withBasket((basketId) => shopper.checkout.paymentMethods(basketId));
      case 'addPaymentInstrument': {
        const card = options.place!.card;
        // The card goes only to the sandbox tokeniser; the API gets the token, as in `checkout`.
        return basket().andThen((basketId) => shopper.tokenizer.tokenize(card).mapErr(commerceFailure)
          .andThen((token) => settle(shopper.checkout.addPaymentInstrument(basketId, { payment_method_id: 'CREDIT_CARD', paymentCard: { token: token.token, holder: card.holder } }))));
      }
      case 'prepareOrder':
        return withBasket((basketId) => shopper.checkout.prepareOrder(basketId));
      case 'applyCoupon':
        return withBasket((basketId) => shopper.promotions.applyCoupon({ cartId: basketId, code: str(b.code) }));
      case 'removeCoupon':
        return withBasket((basketId) => shopper.promotions.removeCoupon({ cartId: basketId, code: str(b.code) }));
      case 'placeOrder':
        return withBasket((basketId) => shopper.checkout.placeOrder(basketId, this.random.uuid()).map((placed) => {
          state.placedOrderNumber = placed.orderNumber;
          return placed;
        }));
    }
  }
}

interface ReplayState {
  readonly oldBasketId: string;
  newBasketId: string | undefined;
  /** Old item id → new item id, by UPC. */
  readonly itemIds: Map<string, string>;
  placedOrderNumber: string | undefined;
}

/** After each call: the old basket's lines and the fresh basket's, matched by UPC, give the item id map. */
function mapItems(state: ReplayState, then: readonly TrailLine[] | undefined, now: readonly TrailLine[] | undefined): void {
  if (then === undefined || now === undefined) return;
  for (const before of then) {
    const after = now.find((line) => line.upc === before.upc);
    if (before.itemId !== undefined && after?.itemId !== undefined) state.itemIds.set(before.itemId, after.itemId);
  }
}
