import { z } from 'zod';
import { apiOriginSchema } from '../shared/cli-options.schema';

/** `contract verify` checks an upstream someone runs (their own commerce backend, or `npm start`): --api is required. */
export const contractVerifyOptionsSchema = z.strictObject({
  api: apiOriginSchema,
  json: z.boolean().default(false),
});
export type ContractVerifyOptions = z.infer<typeof contractVerifyOptionsSchema>;
