/** What a route loader or action returned with `data(…)`: its body. */
export const bodyOf = (answer: unknown): unknown => (answer as { data: unknown }).data;

/** What a loader or action threw (a redirect or an error response), or null when it returned. */
export const thrownBy = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => null, (error: unknown) => error);
