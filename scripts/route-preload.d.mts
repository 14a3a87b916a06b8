import type { Plugin } from 'vite';

export function routePreload(pages: Record<string, string>): Plugin;
