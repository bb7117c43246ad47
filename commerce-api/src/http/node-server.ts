import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type RequestListener, type Server, type ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiFailure } from '../errors/api-failure';
import { toErrorAnswer } from '../errors/api-error.mapper';

/**
 * Timeouts of every Node http server that serves the API (the standalone engine and `npm start`), so a slow or
 * stalled client cannot hold a connection for minutes: the headers must arrive within 10 s, the whole request
 * within 30 s, an idle keep-alive connection closes after 5 s. Node checks these every `connectionsCheckingInterval`.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

/** Node's own refusals (before any route runs), as failures of the one mapper. */
export function clientErrorFailure(error: { code?: string }): ApiFailure {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { type: 'HeadersTooLarge' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { type: 'RequestTimeout' };
    default:
      return { type: 'InvalidRequest', field: 'request', message: 'the request is not valid HTTP/1.1' };
  }
}

/**
 * The http server's 'clientError' listener: oversized headers (431), a request too slow to arrive (408) and malformed
 * HTTP (400) answer the §8 envelope, like every other error, then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const correlationId = randomUUID();
    const { status, answer } = toErrorAnswer(clientErrorFailure(error), correlationId);
    const body = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n`
      + 'content-type: application/json; charset=utf-8\r\n'
      + `content-length: ${Buffer.byteLength(body)}\r\n`
      + `x-correlation-id: ${correlationId}\r\n`
      + 'cache-control: no-store\r\nconnection: close\r\n\r\n'
      + body,
    );
  }
  socket.destroy();
}

export type ServerTimeouts = { readonly [K in keyof typeof SERVER_TIMEOUTS]: number };

/**
 * A Node http server with the API's timeouts and §8 client-error answers, for an app that serves the API next to
 * something else (scripts/start.ts serves the storefront on the same server).
 */
export function createApiNodeServer(handler: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = createServer({
    headersTimeout: timeouts.headersTimeout,
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
  }, handler);
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.on('clientError', answerClientError);
  return server;
}
