import { errorAnswerSchema } from '@switchback/core';
import type { CapturedExchange } from './exchange-capture.fetch';
import { checkExchange, type Drift } from './exchange.check';
import { runAccountScenario } from './account.scenario';
import { runConsumerScenario } from './consumer.scenario';
import { runOrderScenario } from './order.scenario';
import { runPromotionScenario } from './promotion.scenario';
import { runStoreScenario } from './store.scenario';
import { runSearchScenario } from './search.scenario';
import { runMerchandisingScenario } from './merchandising.scenario';
import { runRecommendationsScenario } from './recommendations.scenario';
import { runPaymentsScenario } from './payments.scenario';
import { runAddressScenario } from './address.scenario';
import { runFulfilmentScenario } from './fulfilment.scenario';
import { runReviewsScenario } from './reviews.scenario';
import { runContentScenario } from './content.scenario';
import { runExperienceScenario } from './experience.scenario';
import { runEnrolmentScenario } from './enrolment.scenario';
import { runGuestCheckoutScenario, ScenarioStopped } from './guest-checkout.scenario';
import type { RecordedCall } from './recording.schema';

/** One call of the replayed scenario and whether its exchange kept to the contract. */
export interface CallVerdict {
  /** 1-based position in the scenario. */
  readonly index: number;
  readonly call: RecordedCall;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** The §8 errorId of an error answer. */
  readonly errorId?: string;
  /** The first drifting field; absent when the exchange matches the contract. */
  readonly drift?: Drift;
}

export interface ContractReport {
  readonly calls: readonly CallVerdict[];
  /** Set when the scenario could not run to its end (a step failed, the upstream could not be reached). */
  readonly stopped?: { readonly step: string; readonly reason: string };
}

/** Every call matched the contract and the scenario ran to its end. */
export const contractHolds = (report: ContractReport): boolean =>
  report.stopped === undefined && report.calls.every((verdict) => verdict.drift === undefined);

/** The first call that drifted, if any. */
export const firstDrift = (report: ContractReport): (CallVerdict & { readonly drift: Drift }) | undefined =>
  report.calls.find((verdict): verdict is CallVerdict & { readonly drift: Drift } => verdict.drift !== undefined);

const verdictOf = (exchange: CapturedExchange, index: number): CallVerdict => {
  const { recording } = exchange;
  const drift = checkExchange(recording, exchange.expected);
  const errorId = errorAnswerSchema.safeParse(recording.response.body).data?.errorDetails[0]?.errorId;
  return {
    index,
    call: recording.call,
    method: recording.request.method,
    path: recording.request.path,
    status: recording.response.status,
    ...(errorId ? { errorId } : {}),
    ...(drift ? { drift } : {}),
  };
};

/**
 * Replays the recorded guest scenario (browse, cart, checkout, order, and the four provoked errors) against a live
 * upstream at apiBaseUrl, checking each exchange against the contract as its answer arrives.
 * Resolves with every call's verdict; a step that cannot go on ends the run early and is named in `stopped`.
 */
export async function verifyContract(
  apiBaseUrl: string,
  onVerdict: (verdict: CallVerdict) => void = () => {},
  clientApp = 'switchback-contract-verify',
  /** The upstream's support key: with it the support calls (and the return label they lead to) are checked too. */
  supportKey?: string,
): Promise<ContractReport> {
  const calls: CallVerdict[] = [];
  const onExchange = (exchange: CapturedExchange) => {
    const verdict = verdictOf(exchange, calls.length + 1);
    calls.push(verdict);
    onVerdict(verdict);
  };
  try {
    await runGuestCheckoutScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 7: sign-up, sign-in, the PKCE exchange, refresh, passwords, lockout and sign-out, with their §8 errors.
    await runAccountScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 7 consumer: profile, subscriptions, address book, saved cards, the data download, the country list.
    await runConsumerScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 8: history, invoice, tracking, cancel, contact us, warranty; with a support key, fulfilment and returns.
    await runOrderScenario(apiBaseUrl, { onExchange, clientApp, ...(supportKey !== undefined ? { supportKey } : {}) });
    // Issue 9: with a support key, money in the cart (its own promotions and gift cards, so nothing a shopper sees changes).
    await runPromotionScenario(apiBaseUrl, { onExchange, clientApp, ...(supportKey !== undefined ? { supportKey } : {}) });
    // Issue 10: stores, collection points, stock per store, availability and the utilities calls.
    await runStoreScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 10 §3: the device fingerprint, a 3-D Secure order approved at the sandbox bank, PATCH order.
    await runPaymentsScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 10 §2: address validation and removal; with a support key, support's product sale state.
    await runAddressScenario(apiBaseUrl, { onExchange, clientApp, ...(supportKey !== undefined ? { supportKey } : {}) });
    // Issue 10 §2, §3: with a support key (it sets a store's stock), cartWithItem, reserveWithItem, the pickup contact, a wallet session.
    await runFulfilmentScenario(apiBaseUrl, { onExchange, clientApp, ...(supportKey !== undefined ? { supportKey } : {}) });
    // Issue 11 §1: productSearch with a query, refinements and each sort, a typo, a French query; autoSuggest.
    await runSearchScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 11: product sets, notify-me for a sold-out size, and their errors.
    await runMerchandisingScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 11: recommendations (similar, often bought together, a cart's).
    await runRecommendationsScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 11: reviews and questions (read, write, report, vote, translate) with their REV errors.
    await runReviewsScenario(apiBaseUrl, { onExchange, clientApp });
    // Issue 12: content, experience, enrolment.
    await runContentScenario(apiBaseUrl, { onExchange, clientApp, ...(supportKey !== undefined ? { supportKey } : {}) });
    await runExperienceScenario(apiBaseUrl, { onExchange, clientApp });
    await runEnrolmentScenario(apiBaseUrl, { onExchange, clientApp });
    return { calls };
  } catch (error) {
    if (error instanceof ScenarioStopped) return { calls, stopped: { step: error.step, reason: error.reason } };
    throw error;
  }
}
