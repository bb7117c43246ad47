import { openCliSession } from './composition-root';
import { runCli } from './program';
import { systemClock } from './shared/node-system';

const code = await runCli(process.argv, {
  io: { stdout: process.stdout, stderr: process.stderr },
  env: process.env,
  cwd: process.cwd(),
  openSession: openCliSession,
  clock: systemClock,
});
process.exitCode = code;
// Every resource is closed by now; if a library still holds a handle, do not hang the shell.
setTimeout(() => process.exit(code), 3000).unref();
