import type { Plugin } from 'vite';

export function pifeWrappers(): Plugin;
