import { escapeXml } from '../world/logo';
import type { SeedEvent } from './world/types';

const HUES: Record<SeedEvent['category'], number> = {
  crypto: 265,
  sports: 140,
  politics: 215,
  esports: 300,
  culture: 20,
  economics: 45,
  tech: 190,
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function monogram(event: SeedEvent): string {
  if (event.game) return `${event.game.home[0] ?? ''}${event.game.away[0] ?? ''}`;
  const words = event.title
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w) && w.length > 2);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('') ||
    event.category[0]?.toUpperCase() ||
    '?'
  );
}

export function eventSvg(event: SeedEvent): string {
  const h = hash(event.eventId);
  const hue = (HUES[event.category] + (h % 40) - 20 + 360) % 360;
  const id = h.toString(36);
  const label = escapeXml(monogram(event));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-labelledby="t${id}">` +
    `<title id="t${id}">${escapeXml(event.title.slice(0, 80))}</title>` +
    `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${String(hue)},70%,45%)"/><stop offset="1" stop-color="hsl(${String((hue + 50) % 360)},75%,25%)"/>` +
    `</linearGradient></defs><rect width="128" height="128" rx="24" fill="url(#g${id})"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="48" fill="#fff">${label}</text>` +
    `</svg>`
  );
}
