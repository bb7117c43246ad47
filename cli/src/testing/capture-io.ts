import type { CliIo } from '../shared/cli-session';

/** stdout and stderr that are not terminals (like a pipe) and keep what was written. */
export function captureIo(): { io: CliIo; stdout: () => string; stderr: () => string } {
  const stream = () => {
    const chunks: string[] = [];
    const writable = { isTTY: false, columns: 120, write: (chunk: string) => chunks.push(String(chunk)) > 0 };
    return { writable: writable as unknown as NodeJS.WriteStream, text: () => chunks.join('') };
  };
  const out = stream();
  const err = stream();
  return { io: { stdout: out.writable, stderr: err.writable }, stdout: out.text, stderr: err.text };
}
