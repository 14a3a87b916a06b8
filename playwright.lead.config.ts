import { defineConfig } from '@playwright/test';
import bench from './playwright.bench.config';
export default defineConfig({ ...bench, projects: [{ name: 'lead', testMatch: 'zz-trace.bench.ts' }] });
