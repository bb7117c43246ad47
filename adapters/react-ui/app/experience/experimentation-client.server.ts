import {
  createBatchEventProcessor, createInstance, createLogger, createPollingProjectConfigManager, ERROR, type Client, type EventDispatcher,
} from '@optimizely/optimizely-sdk';
import {
  experimentationEventBatchSchema, EXPERIMENTATION_EVENT_BATCH_SIZE, EXPERIMENTATION_FLUSH_INTERVAL_MS, EXPERIMENTATION_MAX_EVENT_QUEUE,
  EXPERIMENTATION_READY_TIMEOUT_MS, sendableAttributes, validateAttributes, validateUserId, type ExperienceApi,
} from '@switchback/core';

/** The demo SDK key (commerce-api seeds its datafile); SWITCHBACK_OPTIMIZELY_SDK_KEY names another, `off` disables experiments. */
export const experimentationSdkKey = (): string | undefined => {
  const configured = process.env.SWITCHBACK_OPTIMIZELY_SDK_KEY?.trim();
  if (configured === 'off') return undefined;
  return configured || 'switchback-demo';
};
/** How often the datafile is fetched again (ms). */
const DATAFILE_POLL_MS = 60_000;

const log = (message: string, detail?: unknown) => console.error(`[experimentation] ${message}`, detail ?? '');

/**
 * Events go to our own ingest endpoint (never the vendor's log endpoint: the SDK's `url` is ignored), each batch
 * checked against the contract. At most EXPERIMENTATION_MAX_EVENT_QUEUE events wait at once; beyond that they are
 * dropped and logged. Failures are logged, never thrown to a page.
 */
export function ingestDispatcher(api: () => ExperienceApi): EventDispatcher {
  let queued = 0;
  return {
    async dispatchEvent(event) {
      const parsed = experimentationEventBatchSchema.safeParse(event.params);
      if (!parsed.success) {
        log('event batch refused by the contract', parsed.error.issues[0]);
        return { statusCode: 400 };
      }
      const size = parsed.data.visitors.reduce((n, visitor) => n + visitor.snapshots.reduce((m, s) => m + s.events.length, 0), 0);
      if (queued + size > EXPERIMENTATION_MAX_EVENT_QUEUE) {
        log(`event queue full (${queued}): batch dropped`);
        return { statusCode: 503 };
      }
      queued += size;
      try {
        const sent = await api().sendEvents(parsed.data);
        if (sent.isErr()) log('event batch not delivered', sent.error);
        return { statusCode: sent.isOk() ? 200 : 500 };
      } finally {
        queued -= size;
      }
    },
  };
}

interface Entry { readonly client: Client; readonly ready: Promise<boolean> }
/** One client per SDK key for the whole process (module level), polling the datafile from our API. */
const clients = new Map<string, Entry>();

export function experimentationClient(apiBaseUrl: string, sdkKey: string, api: () => ExperienceApi): Entry {
  const existing = clients.get(sdkKey);
  if (existing) return existing;
  const client = createInstance({
    projectConfigManager: createPollingProjectConfigManager({
      sdkKey, autoUpdate: true, updateInterval: DATAFILE_POLL_MS, urlTemplate: `${apiBaseUrl}/fapi/experiments/datafile/%s`,
    }),
    eventProcessor: createBatchEventProcessor({
      eventDispatcher: ingestDispatcher(api), batchSize: EXPERIMENTATION_EVENT_BATCH_SIZE, flushInterval: EXPERIMENTATION_FLUSH_INTERVAL_MS,
    }),
    logger: createLogger({ level: ERROR }),
  });
  const ready = client.onReady({ timeout: EXPERIMENTATION_READY_TIMEOUT_MS }).then(() => true, (reason: unknown) => {
    log('not ready', reason);
    clients.delete(sdkKey);
    return false;
  });
  const entry = { client, ready };
  clients.set(sdkKey, entry);
  return entry;
}

/**
 * The variation key of each experiment named by a decision key, for one visitor (§4: inputs checked with core's
 * validator; §8: errors logged, never thrown; an experiment the datafile lacks is simply not decided here).
 */
export async function experimentVariations(
  entry: Entry, keys: readonly string[], visitorId: unknown, attributes: unknown,
): Promise<Record<string, string>> {
  const decided: Record<string, string> = {};
  const user = validateUserId(visitorId);
  const attrs = validateAttributes(attributes);
  if (user.isErr() || attrs.isErr()) {
    log('invalid input', user.isErr() ? user.error : attrs.isErr() ? attrs.error : undefined);
    return decided;
  }
  try {
    if (!(await entry.ready)) return decided;
    const experiments = entry.client.getOptimizelyConfig()?.experimentsMap ?? {};
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(experiments, key)) continue;
      const variation = entry.client.activate(key, user.value, sendableAttributes(attrs.value));
      if (variation !== null) decided[key] = variation;
    }
  } catch (error) {
    log('decision failed', error);
  }
  return decided;
}
