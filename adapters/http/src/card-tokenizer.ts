import {
  SANDBOX_TOKENIZE_PATH, tokenizeCardRequestSchema, tokenizeCardResponseSchema, type CardTokenizer, type Endpoint,
} from '@switchback/core';
import { sendRequest } from './endpoint-caller';
import type { HttpClientConfig } from './http-client.config';

const sandboxTokenize: Endpoint = {
  method: 'POST',
  path: SANDBOX_TOKENIZE_PATH,
  summary: "The sandbox payment provider's tokeniser (not a commerce API call)",
  body: tokenizeCardRequestSchema,
  response: tokenizeCardResponseSchema,
  auth: false,
};

/**
 * Card details go only to the payment provider's tokeniser: none of the commerce API's headers
 * (access key, session id, forwarded cookies) travel with them, and nothing is ever logged.
 */
export function createCardTokenizer(config: HttpClientConfig): CardTokenizer {
  return {
    tokenize: (card) =>
      sendRequest(config, {}, { label: 'tokenizeCard', endpoint: sandboxTokenize, body: card }, tokenizeCardResponseSchema, {
        contractHeaders: false,
        localeQuery: false,
      }),
  };
}
