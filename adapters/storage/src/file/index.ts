export { FileKeyValueStore } from './file-key-value.store';
