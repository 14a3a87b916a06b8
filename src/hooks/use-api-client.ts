import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../api/http';
import { useSetting, useSettingsStore } from '../stores/settings-store';
import { liveToken } from '../stores/trigger-session-store';

/** The one API client, rebuilt only when the base URL or the key changes in Settings. */
export function useApiClient(): ApiClient {
  const baseUrl = useSetting('apiBaseUrl');
  const apiKey = useSetting('apiKey');
  return useMemo(() => clientFor(baseUrl, apiKey), [baseUrl, apiKey]);
}

/** The client `useApiClient` gives with the settings of now, for reads started before the first render. */
export function settingsApiClient(): ApiClient {
  const { apiBaseUrl, apiKey } = useSettingsStore.getState().settings;
  return clientFor(apiBaseUrl, apiKey);
}

function clientFor(baseUrl: string, apiKey: string): ApiClient {
  return createApiClient({ baseUrl, apiKey: apiKey || undefined, getBearer: () => liveToken() });
}
