const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http off this computer would send the key and signed transactions unencrypted (issue 11 §3.13). */
export function insecureUrlWarning(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' || LOCAL_HOSTS.has(parsed.hostname)) return null;
  return `Plain http:// to ${parsed.host} is not encrypted: anyone on the network can read or change what is sent. Use https://.`;
}
