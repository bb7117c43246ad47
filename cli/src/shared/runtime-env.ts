import { resolve } from 'node:path';
import { z } from 'zod';

/** The environment the CLI reads, parsed at the edge. Same data directory rule as `npm start`. */
export const cliEnvSchema = z.object({
  SWITCHBACK_DATA_DIR: z.string().trim().optional().transform((dir) => (dir ? dir : undefined)),
});

export function dataDirFrom(env: NodeJS.ProcessEnv, cwd: string): string {
  const parsed = cliEnvSchema.parse(env);
  return resolve(cwd, parsed.SWITCHBACK_DATA_DIR ?? '.switchback');
}

/** The CLI's own state (basketId, last order), kept beside the engine's data. */
export const CLI_STATE_FILE = 'cli-state.json';
