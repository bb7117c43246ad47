/**
 * The upstream contract, checked in practice: the recorded guest scenario, its capture and redaction, and the
 * check of each exchange against core's endpoint schemas. Used by contract-tests (recording, replay) and by
 * `switchback contract verify`. A subpath of its own (`@switchback/http/contract`): Node-only, never in a browser bundle.
 */
export { matchCall } from './endpoint-match';
export { createCapturingFetch, type CapturedExchange, type ExchangeCapture } from './exchange-capture.fetch';
export { checkExchange, describeValue, EXPECT_SUCCESS, schemaDrift, type Drift, type Expectation } from './exchange.check';
export { runAccountScenario, type AccountScenarioOptions } from './account.scenario';
export {
  RECORDED_ERROR_STATUS, RECORDED_ERRORS, runGuestCheckoutScenario, ScenarioStopped, selectRecordings,
  type RecordedErrorId, type ScenarioOptions,
} from './guest-checkout.scenario';
export { mergeRecordingSets, runConsumerScenario, type ConsumerScenarioOptions } from './consumer.scenario';
export { runOrderScenario, type OrderScenarioOptions } from './order.scenario';
export { runPromotionScenario, type PromotionScenarioOptions } from './promotion.scenario';
export { runStoreScenario } from './store.scenario';
export { runRecommendationsScenario } from './recommendations.scenario';
export { runFulfilmentScenario, type FulfilmentScenarioOptions } from './fulfilment.scenario';
export { runAddressScenario, type AddressScenarioOptions } from './address.scenario';
export { runPaymentsScenario } from './payments.scenario';
export { runSearchScenario } from './search.scenario';
export { runMerchandisingScenario } from './merchandising.scenario';
export { runReviewsScenario } from './reviews.scenario';
export { runContentScenario } from './content.scenario';
export { runExperienceScenario } from './experience.scenario';
export { runEnrolmentScenario } from './enrolment.scenario';
export {
  endpointNames, recordedCalls, recordingSchema, schemasOf, TOKENIZE_CARD, type RecordedCall, type Recording, type RecordingSet,
} from './recording.schema';
export { maskCardNumber, recordedRequestHeaders, recordedResponseHeaders, redactCookie, redactSetCookie, sandboxCardFor } from './redaction';
export { contractHolds, firstDrift, verifyContract, type CallVerdict, type ContractReport } from './verify-contract';
