import { TOKENIZE_CARD, type Recording } from './recording.schema';
import { matchCall } from './endpoint-match';
import { maskCardNumber, recordedRequestHeaders, recordedResponseHeaders } from './redaction';

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
 * Wraps a fetch so that every exchange with the commerce API below apiBaseUrl is kept as a Recording,
 * in order, with secrets redacted (cookie values, card numbers).
 */
export function createCapturingFetch(baseFetch: typeof fetch, apiBaseUrl: string): { fetch: typeof fetch; exchanges: Recording[] } {
  const basePath = new URL(apiBaseUrl).pathname.replace(/\/+$/, '');
  const exchanges: Recording[] = [];
  const capturingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const requestText = await request.clone().text();
    const response = await baseFetch(request);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const matched = matchCall(request.method, path);
    if (matched === undefined) throw new Error(`the scenario called ${request.method} ${path}, which is not a recorded call`);
    const requestBody = parseJson(requestText);
    exchanges.push({
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
    });
    return response;
  };
  return { fetch: capturingFetch, exchanges };
}
