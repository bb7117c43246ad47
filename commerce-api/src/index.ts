export { createEngine, startEngine, type Engine } from './composition-root';
export type { EngineOptions, StartEngineOptions } from './engine/engine-config';
export { DataDirLockedError } from './database/data-dir-lock';
export {
  THREE_UNIT_PRODUCT_ID, THREE_UNIT_VARIANT, WELL_STOCKED_PRODUCT_ID, SOLD_OUT_PRODUCT_ID, buildDemoCatalogue,
} from './catalog/demo-seed';
export { answerClientError, createApiNodeServer, SERVER_TIMEOUTS } from './http/node-server';
