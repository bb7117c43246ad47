import { data, isRouteErrorResponse } from 'react-router';
import type { CommerceError } from '@switchback/core';
import { uiMessage } from '../errors/ui-message';

export interface RouteErrorData {
  readonly message: string;
}

/** A page that does not exist: the route answers 404 and its error boundary shows the not-found page. */
export function notFound(message = 'We could not find this page.'): never {
  throw data<RouteErrorData>({ message }, { status: 404 });
}

/** A loader's failed call: 404 when the thing asked for does not exist, 503 otherwise, with the shopper's text. */
export function loaderFailure(error: CommerceError): never {
  const message = uiMessage(error);
  throw data<RouteErrorData>({ message: message.text }, { status: message.notFound ? 404 : 503 });
}

/** The shopper's text of an error a route threw, if it carries one. */
export function routeErrorText(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  }
  return undefined;
}
