export { shapeOf, type Shape } from './body-shape';
export { RECORDED_ERRORS, runGuestCheckoutScenario } from './guest-checkout.scenario';
export { recordedCalls, recordingSchema, schemasOf, type Recording, type RecordedCall, type RecordingSet } from './recording.schema';
export { loadRecordings, RECORDINGS_DIR } from './recordings.store';
