import { render, renderToString, type Instance } from 'ink';
import type { ComponentType } from 'react';

/** Where a command's screen goes: redrawn live on a terminal, printed once at the end on a pipe, or not at all. */
export interface ScreenOutput<P extends object> {
  show(props: P): void;
  finish(props: P): Promise<void>;
}

export type ScreenStream = NodeJS.WriteStream;

/** A live Ink app on a terminal: each `show` re-renders in place. */
function liveScreen<P extends object>(Screen: ComponentType<P>, stream: ScreenStream): ScreenOutput<P> {
  let app: Instance | undefined;
  return {
    show(props) {
      if (app) app.rerender(<Screen {...props} />);
      else app = render(<Screen {...props} />, { stdout: stream, patchConsole: false, exitOnCtrlC: true });
    },
    async finish(props) {
      this.show(props);
      const running = app!;
      running.unmount();
      await running.waitUntilExit();
    },
  };
}

/** Not a terminal (a pipe, a file, CI): no cursor tricks, just the final frame as plain lines. */
function finalFrameScreen<P extends object>(Screen: ComponentType<P>, stream: ScreenStream): ScreenOutput<P> {
  return {
    show() {},
    async finish(props) {
      stream.write(`${renderToString(<Screen {...props} />, { columns: stream.columns ?? 120 })}\n`);
    },
  };
}

const silentScreen = <P extends object>(): ScreenOutput<P> => ({ show() {}, async finish() {} });

/**
 * With --json, stdout carries only the JSON answer: the screen goes to stderr, and only if stderr is a terminal.
 * Otherwise the screen goes to stdout, live on a terminal, as plain final lines elsewhere (a pipe, a file, CI).
 */
/** A terminal Ink can draw on: a TTY that reports its width (some pseudo-terminals report 0 columns). */
const isDrawable = (stream: ScreenStream): boolean => stream.isTTY === true && (stream.columns ?? 0) > 0;

export function screenOutput<P extends object>(
  Screen: ComponentType<P>,
  io: { readonly stdout: ScreenStream; readonly stderr: ScreenStream },
  json: boolean,
): ScreenOutput<P> {
  if (json) return isDrawable(io.stderr) ? liveScreen(Screen, io.stderr) : silentScreen();
  return isDrawable(io.stdout) ? liveScreen(Screen, io.stdout) : finalFrameScreen(Screen, io.stdout);
}
