import { readEarly } from '../api/early-read';
import { buildUrl } from '../api/http';
import { readStoredSettings } from '../stores/settings-schema';

/** Each page's first read, by path: sent at the first boot stage, before React arrives (issue 30). */
export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/earn': ['/lend/v1/earn/tokens'],
};

export function startEarlyReads(pathname: string): void {
  const paths = EARLY_READS[`/${pathname.split('/')[1] ?? ''}`];
  if (!paths) return;
  const { apiBaseUrl, apiKey } = readStoredSettings().settings;
  for (const path of paths) readEarly(buildUrl(apiBaseUrl, path), apiKey || undefined);
}
