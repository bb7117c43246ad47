export { BrowserKeyValueStore, type WebStorage } from './browser-key-value.store';
export { InMemoryKeyValueStore } from './in-memory-key-value.store';
