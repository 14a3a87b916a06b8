import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../api/http';
import { useSetting } from '../stores/settings-store';
import { liveToken } from '../stores/trigger-session-store';

/** The one API client, rebuilt only when the base URL or the key changes in Settings. */
export function useApiClient(): ApiClient {
  const baseUrl = useSetting('apiBaseUrl');
  const apiKey = useSetting('apiKey');
  return useMemo(
    () =>
      createApiClient({
        baseUrl,
        apiKey: apiKey || undefined,
        getBearer: () => liveToken(),
      }),
    [baseUrl, apiKey],
  );
}
