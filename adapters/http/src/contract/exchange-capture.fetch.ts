import { EXPECT_SUCCESS, type Expectation } from './exchange.check';
import { matchCall } from './endpoint-match';
import { TOKENIZE_CARD, type Recording } from './recording.schema';
import { maskCardNumber, recordedRequestHeaders, recordedResponseHeaders } from './redaction';

/** One exchange with the upstream, redacted, and what the scenario expected it to answer. */
export interface CapturedExchange {
  readonly recording: Recording;
  readonly expected: Expectation;
}

export interface ExchangeCapture {
  readonly fetch: typeof fetch;
  readonly exchanges: readonly CapturedExchange[];
  /** Runs one call expecting the given answer (success is the default). */
  expecting<T>(expected: Expectation, call: () => PromiseLike<T>): Promise<T>;
}

const parseJson = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const maskCard = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'number' in body && typeof body.number === 'string'
    ? { ...body, number: maskCardNumber(body.number), cvc: '***' }
    : body;

/**
 * Wraps a fetch so that every exchange with the upstream below apiBaseUrl is kept as a Recording, in order,
 * with secrets redacted (cookie values, card numbers), together with the answer the scenario expected.
 * Put it below the cookie jar (`createCookieJarFetch(capture.fetch)`) so the cookies a call carries are seen.
 */
export function createCapturingFetch(
  baseFetch: typeof fetch,
  apiBaseUrl: string,
  onExchange: (exchange: CapturedExchange) => void = () => {},
): ExchangeCapture {
  const basePath = new URL(apiBaseUrl).pathname.replace(/\/+$/, '');
  const exchanges: CapturedExchange[] = [];
  let expected: Expectation = EXPECT_SUCCESS;
  const capturingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const requestText = await request.clone().text();
    const response = await baseFetch(request);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const matched = matchCall(request.method, path);
    if (matched === undefined) throw new Error(`the scenario called ${request.method} ${path}, which is not a recorded call`);
    const requestBody = parseJson(requestText);
    const exchange: CapturedExchange = {
      expected,
      recording: {
        call: matched.call,
        request: {
          method: request.method as Recording['request']['method'],
          path,
          params: matched.params,
          query: Object.fromEntries(url.searchParams),
          headers: recordedRequestHeaders(request.headers),
          body: matched.call === TOKENIZE_CARD ? maskCard(requestBody) : requestBody,
        },
        response: {
          status: response.status,
          headers: recordedResponseHeaders(response.headers),
          body: parseJson(await response.clone().text()),
        },
      },
    };
    exchanges.push(exchange);
    onExchange(exchange);
    return response;
  };
  return {
    fetch: capturingFetch,
    exchanges,
    async expecting(expectation, call) {
      expected = expectation;
      try {
        return await call();
      } finally {
        expected = EXPECT_SUCCESS;
      }
    },
  };
}
