import type { Plugin } from 'vite';

export function firstPaint(pages: Record<string, string>): Plugin;
