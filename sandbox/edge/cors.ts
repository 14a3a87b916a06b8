// Browser origins (issue 11 §4): the app's dev and preview servers (vite.config.ts), plus `--allow-origin`. A request
// with no Origin (node, curl) is not a browser's cross-site request and is always served.
const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export type OriginPolicy = (origin: string | undefined) => boolean;

/** `extensions`: browser-extension origins too (wallets call a custom RPC from their own origin). */
export function originPolicy(extra: readonly string[] = [], { extensions = false } = {}): OriginPolicy {
  const allowed = new Set([...DEFAULT_ALLOWED_ORIGINS, ...extra]);
  return (origin) =>
    origin === undefined ||
    allowed.has(origin) ||
    (extensions && /^(chrome|moz|safari-web)-extension:\/\//.test(origin));
}

export function foreignOriginMessage(origin: string) {
  return `Origin ${origin} may not use the sandbox: start it with --allow-origin ${origin} to allow it`;
}
