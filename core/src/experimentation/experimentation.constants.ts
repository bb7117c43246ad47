/** §9 "Experimentation: ready timeout 30000 ms; event batch size 10; flush interval 1000 ms; max event queue 10000." */
export const EXPERIMENTATION_READY_TIMEOUT_MS = 30_000;
export const EXPERIMENTATION_EVENT_BATCH_SIZE = 10;
export const EXPERIMENTATION_FLUSH_INTERVAL_MS = 1000;
export const EXPERIMENTATION_MAX_EVENT_QUEUE = 10_000;
