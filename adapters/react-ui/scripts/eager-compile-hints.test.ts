import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, EAGER_COMPILE_MIN_CHARS, eagerCompileHints } from './eager-compile-hints';

type Output = { type: string; code?: string };

function build(isSsrBuild: boolean, bundle: Record<string, Output>): Record<string, Output> {
  const plugin = eagerCompileHints();
  plugin.config({}, { isSsrBuild });
  plugin.generateBundle({}, bundle);
  return bundle;
}

const large = 'x'.repeat(EAGER_COMPILE_MIN_CHARS);
const small = 'y'.repeat(EAGER_COMPILE_MIN_CHARS - 1);

describe('eager compile hints', () => {
  it('put the hint on the first line of the client build’s modules of the minimum size or more, and only there', () => {
    const bundle = build(false, {
      'large.js': { type: 'chunk', code: large },
      'small.js': { type: 'chunk', code: small },
      'style.css': { type: 'asset' },
    });
    expect(bundle['large.js']!.code).toBe(`${EAGER_COMPILE_HINT}${large}`);
    expect(bundle['large.js']!.code!.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(bundle['small.js']!.code).toBe(small);
    expect(bundle['style.css']).toEqual({ type: 'asset' });
  });

  it('leave the server build as it is', () => {
    expect(build(true, { 'server.js': { type: 'chunk', code: large } })['server.js']!.code).toBe(large);
  });
});
