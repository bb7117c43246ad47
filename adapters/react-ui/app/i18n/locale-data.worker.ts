import { LOCALE_DATA, type LocaleDataRequest } from './locale-data';

/** The worker's global scope, as far as this worker uses it (the project's types are the page's, DOM). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LocaleDataRequest>) => void) | null;
  postMessage(message: 'ready'): void;
};

/** Reads the locale's data (see locale-data.ts) off the page's main thread, then says so. */
scope.onmessage = (event) => {
  try {
    for (const load of LOCALE_DATA) load(event.data.locale);
  } finally {
    scope.postMessage('ready');
  }
};
