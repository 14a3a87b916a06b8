/** A page's first GETs, sent while the app still loads (issue 30); the client takes each once, for the same key. */
const started = new Map<string, Promise<Response>>();
const slot = (url: string, apiKey: string | undefined) => `${apiKey ?? ''} ${url}`;

export function readEarly(url: string, apiKey: string | undefined): void {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers['x-api-key'] = apiKey;
  const response = fetch(url, { headers });
  // A failure is reported when the page asks for it; until then nothing is waiting.
  response.catch(() => undefined);
  started.set(slot(url, apiKey), response);
}

export function takeEarly(url: string, apiKey: string | undefined): Promise<Response> | undefined {
  const key = slot(url, apiKey);
  const response = started.get(key);
  started.delete(key);
  return response;
}
