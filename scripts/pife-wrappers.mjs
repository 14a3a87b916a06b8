// V8 compiles a parenthesised `function` expression eagerly, on the thread that streams the script in, but not a
// parenthesised arrow. Rolldown wraps each CommonJS module in an arrow, so react-dom's 200 KB client was compiled on the
// main thread when it first ran: one 60–85 ms task at start-up (issue 15, docs/architecture.md "What loads when").
import MagicString from 'magic-string';

const WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;
/** Smaller modules compile in well under a millisecond: as arrows they cost fewer bytes. */
const MIN_BYTES = 10_000;

/** @returns {import('vite').Plugin} */
export function pifeWrappers() {
  return {
    name: 'pife-wrappers',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__commonJSMin(((')) return null;
      const s = new MagicString(code);
      const wrappers = [...code.matchAll(WRAPPER)];
      wrappers.forEach((m, i) => {
        // Up to the next wrapper: the module's size, near enough.
        if ((wrappers[i + 1]?.index ?? code.length) - m.index < MIN_BYTES) return;
        s.overwrite(m.index, m.index + m[0].length, `__commonJSMin((function(${m[1]}) {`);
      });
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
    },
  };
}
