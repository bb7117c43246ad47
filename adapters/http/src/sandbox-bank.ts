import {
  pathFor, SANDBOX_THREE_DS_PATH, threeDsChallengeRequestSchema, threeDsChallengeResponseSchema, type Endpoint, type ThreeDsBank,
} from '@switchback/core';
import { sendRequest } from './endpoint-caller';
import type { HttpClientConfig } from './http-client.config';

/**
 * The sandbox bank's 3-D Secure challenge (issue 10 §3): like the tokeniser, the provider's own endpoint, not a
 * commerce API call; the guest cookie names the session it answers for.
 */
export function createSandboxBank(config: HttpClientConfig): ThreeDsBank {
  return {
    challenge: (authorisationId, request) => {
      const endpoint: Endpoint = {
        method: 'POST',
        path: pathFor(SANDBOX_THREE_DS_PATH, { authorisationId }),
        summary: "The sandbox bank's 3-D Secure challenge (not a commerce API call)",
        body: threeDsChallengeRequestSchema,
        response: threeDsChallengeResponseSchema,
        auth: false,
      };
      return sendRequest(config, {}, { label: 'threeDsChallenge', endpoint, body: request }, threeDsChallengeResponseSchema, {
        contractHeaders: false,
        localeQuery: false,
      });
    },
  };
}
