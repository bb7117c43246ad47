import { endpoints, SANDBOX_TOKENIZE_PATH, type HttpMethod } from '@switchback/core';
import { endpointNames, TOKENIZE_CARD, type RecordedCall } from './recording.schema';

interface Route {
  readonly call: RecordedCall;
  readonly method: HttpMethod;
  readonly pattern: RegExp;
  readonly paramNames: readonly string[];
}

const routeOf = (call: RecordedCall, method: HttpMethod, template: string): Route => {
  const paramNames: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (param?.[1]) {
        paramNames.push(param[1]);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { call, method, pattern: new RegExp(`^${source}$`), paramNames };
};

const routes: readonly Route[] = [
  ...endpointNames.map((name) => routeOf(name, endpoints[name].method, endpoints[name].path)),
  routeOf(TOKENIZE_CARD, 'POST', SANDBOX_TOKENIZE_PATH),
];

/** Which recorded call a request is (method and path below the API base path), with its path parameters. */
export function matchCall(method: string, path: string): { call: RecordedCall; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method.toUpperCase()) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { call: route.call, params };
  }
  return undefined;
}
