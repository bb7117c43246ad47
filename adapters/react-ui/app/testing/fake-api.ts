import { vi } from 'vitest';

/** What the fake API answers, by method and path below /api; anything else is a 404. */
export type Answers = Record<string, { status?: number; body: unknown }>;

/** The calls the storefront made of the fake API since the last `fakeApi`: method, path below /api, and the JSON body sent. */
export const apiCalls: string[] = [];

/** Stands in for the commerce API at the fetch boundary of a route test (loaders and actions call it over fetch). */
export function fakeApi(answers: Answers): void {
  apiCalls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    apiCalls.push(`${key}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
    const answer = answers[key];
    if (!answer) return new Response(JSON.stringify({ errorDetails: [{ errorId: 'NOT_FOUND', message: 'no' }], statusCode: 404, correlationId: 'c', appId: 'a' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
}
