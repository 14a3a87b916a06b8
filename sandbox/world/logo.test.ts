import { describe, expect, it } from 'vitest';
import { derivedAddress } from './address';
import { escapeXml, logoSvg } from './logo';
import { buildWorld } from './world';

/** A small well-formedness check: balanced tags, quoted attributes, and no raw `&` or `<` in text. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const rest = svg.replace(
    /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<&]*")*)\s*(\/?)>/g,
    (_m, close: string, name: string, _a, self: string) => {
      if (close) expect(stack.pop()).toBe(name);
      else if (!self) stack.push(name);
      return '';
    },
  );
  expect(stack).toEqual([]);
  expect(rest).not.toMatch(/[<>]/);
  expect(rest.replace(/&#\d+;/g, '')).not.toContain('&');
}

describe('logoSvg', () => {
  const token = { id: derivedAddress('logo'), name: 'Frog Coin', symbol: 'FROG' };

  it('is deterministic in the mint and differs between mints', () => {
    expect(logoSvg(token)).toBe(logoSvg({ ...token }));
    expect(logoSvg({ ...token, id: derivedAddress('other') })).not.toBe(logoSvg(token));
  });

  it('is a small accessible SVG with a title and up to three letters of the symbol', () => {
    const svg = logoSvg(token);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title id="t[a-z0-9]+">Frog Coin \(FROG\)<\/title>/);
    expect(svg).toMatch(/>FRO<\/text><\/svg>$/);
    expect(logoSvg({ ...token, symbol: 'W' })).toMatch(/>W<\/text>/);
    expect(logoSvg({ ...token, symbol: '$!' })).toMatch(/>\?<\/text>/);
    assertWellFormed(svg);
  });

  it('escapes markup in names and symbols', () => {
    const svg = logoSvg({ id: token.id, name: 'Tom & Jerry <script>alert("x")</script>', symbol: `<b>'"&` });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Tom &#38; Jerry &#60;script&#62;alert(&#34;x&#34;)');
    assertWellFormed(svg);
    expect(escapeXml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });

  it('stays under 1 KB and well-formed for every token of a world, long names included', () => {
    const world = buildWorld('logo-test', { generatedCount: 1000 });
    for (const t of world.tokens) {
      const svg = logoSvg(t);
      expect(new TextEncoder().encode(svg).length, t.name).toBeLessThan(1024);
      assertWellFormed(svg);
    }
    const long = logoSvg({ ...token, name: '🐸'.repeat(500) + '&'.repeat(500) });
    expect(new TextEncoder().encode(long).length).toBeLessThan(1024);
    assertWellFormed(long);
  });
});
