import type { Plugin } from 'vite';

type BuildEnv = Record<string, string | undefined>;
interface Hashes {
  scriptHashes?: string[];
  styleHashes?: string[];
  header?: boolean;
}
export const DEFAULT_URLS: Record<'VITE_API_BASE_URL' | 'VITE_RPC_URL' | 'VITE_SUBMISSION_URL', string>;
export function sha256(text: string): string;
export function rpcWebsocketOrigin(rpcUrl: string): string;
export function contentSecurityPolicy(env: BuildEnv, hashes?: Hashes): string;
export function securityHeaders(env: BuildEnv, hashes?: Hashes): Record<string, string>;
export function securityHeadersPlugin(env: BuildEnv): Plugin;
export function readHeadersFile(path: string): Record<string, string>;
export function headersFileText(headers: Record<string, string>): string;
