import { z } from 'zod';

/** GET /fapi/server/time */
export const serverTimeResponseSchema = z.object({ timestamp: z.string(), epochMs: z.number().int() });
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;
