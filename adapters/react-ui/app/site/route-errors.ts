import { data, isRouteErrorResponse } from 'react-router';
import type { UiText } from '../errors/ui-message';

export interface RouteErrorData {
  readonly message: UiText;
}

/** A page that does not exist: the route answers 404 and its error boundary shows the not-found page. */
export function notFound(message: UiText = { id: 'errors.pageNotFound' }): never {
  throw data<RouteErrorData>({ message }, { status: 404 });
}

/** A loader's failed call: 404 when the thing asked for does not exist, 503 otherwise, with the shopper's message. */
export function loaderFailure(message: UiText & { readonly notFound: boolean }): never {
  throw data<RouteErrorData>({ message: message.values ? { id: message.id, values: message.values } : { id: message.id } }, { status: message.notFound ? 404 : 503 });
}

/** The shopper's message of an error a route threw, if it carries one. */
export function routeErrorMessage(error: unknown): UiText | undefined {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const message: unknown = body.message;
      if (typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'string') return message as UiText;
    }
  }
  return undefined;
}
