/** A Vite plugin of the storefront's client build (vite.config.ts). */

/**
 * V8 compiles a function the first time it runs, on the main thread, unless told the script's functions all run at
 * load: then it compiles them with the script, on a background thread while the file streams in (Chrome's explicit
 * compile hints, the `//# allFunctionsCalledOnLoad` magic comment on a file's first line). The storefront's larger
 * modules (React Router and Preact, react-intl, the entry, route modules) are mostly run as the page hydrates, and
 * their lazy compiles were 80-104 ms of main-thread time per load of a listing page here (V8.CompileCode,
 * ParseFunction and CompileIgnition in the trace), 4-7 ms with the hint, the rest done off the main thread; issue 6 §6,
 * TBT. Only chunks of EAGER_COMPILE_MIN_CHARS or more get it: each hint is about 21 gzipped bytes of the first-visit
 * budget, and a small module has little to compile. Added to the finished chunk (after minification, so no minifier
 * can drop it), in the client build only. A chunk's hashed name is computed before; the hint is the same in every
 * build, so the name still changes exactly when the code does.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export const EAGER_COMPILE_MIN_CHARS = 5000;
export function eagerCompileHints() {
  let clientBuild = false;
  return {
    name: 'switchback:eager-compile-hints',
    apply: 'build' as const,
    config(_config: unknown, env: { isSsrBuild?: boolean }) {
      clientBuild = env.isSsrBuild !== true;
      return null;
    },
    generateBundle(_options: unknown, bundle: Record<string, { type: string; code?: string }>) {
      if (!clientBuild) return;
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code !== undefined && output.code.length >= EAGER_COMPILE_MIN_CHARS) output.code = EAGER_COMPILE_HINT + output.code;
      }
    },
  };
}
