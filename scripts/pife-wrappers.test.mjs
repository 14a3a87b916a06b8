import { describe, expect, it } from 'vitest';
import { pifeWrappers } from './pife-wrappers.mjs';

const CHUNK = `var a = __commonJSMin(((exports, module) => {
\tmodule.exports = { n: 1, text: '${'x'.repeat(12_000)}' };
}));
var b = __commonJSMin(((exports) => {
\texports.f = (x) => x + 1;
}));`;

/** Evaluate a chunk with a minimal `__commonJSMin` and return what its two modules export. */
function run(code) {
  const commonJs = (factory) => {
    const module = { exports: {} };
    factory(module.exports, module);
    return module.exports;
  };
  const [a, b] = new Function('__commonJSMin', `${code}; return [a, b];`)(commonJs);
  return { a, f: b.f(1) };
}

describe('pifeWrappers', () => {
  const plugin = pifeWrappers();

  it('turns a large CommonJS wrapper into a parenthesised function that exports the same', () => {
    const out = plugin.renderChunk(CHUNK);
    expect(out.code).toContain('__commonJSMin((function(exports, module) {');
    // The small one stays an arrow.
    expect(out.code).toContain('__commonJSMin(((exports) => {');
    expect(run(out.code)).toEqual(run(CHUNK));
    expect(out.map.mappings).not.toBe('');
  });

  it('leaves a chunk without wrappers alone', () => {
    expect(plugin.renderChunk('export const x = () => 1;')).toBeNull();
  });
});
