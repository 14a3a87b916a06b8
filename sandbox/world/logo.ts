import type { SandboxToken } from './token';

const TITLE_MAX = 60;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** SVG 1.1 renderers (and some image tools) take hex everywhere, hsl() not always. */
function hslHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** So an emoji or an accented letter is never cut in half. */
const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

function initials(symbol: string): string[] {
  const chars = graphemes(symbol.replace(/[^\p{L}\p{N}\p{M}]/gu, ''));
  return chars.length === 0 ? ['?'] : chars.slice(0, 3);
}

/** Under 1 KB; every text XML-escaped, ids unique per mint so two inlined logos do not share a gradient. */
export function logoSvg(token: Pick<SandboxToken, 'id' | 'name' | 'symbol'>): string {
  const h = fnv1a(token.id);
  const hue = h % 360;
  const from = hslHex(hue, 0.7, 0.42);
  const to = hslHex((hue + 40 + ((h >>> 9) % 140)) % 360, 0.75, 0.3);
  const id = h.toString(36);
  const letters = initials(token.symbol);
  const size = [0, 30, 26, 20][letters.length] ?? 20;
  const title = graphemes(`${token.name} (${token.symbol})`).slice(0, TITLE_MAX).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-labelledby="t${id}">` +
    `<title id="t${id}">${escapeXml(title)}</title>` +
    `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<circle cx="32" cy="32" r="32" fill="url(#g${id})"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="#fff">${escapeXml(letters.join(''))}</text></svg>`
  );
}
