import * as z from 'zod/mini';

export const EXPLORERS = ['solana-explorer', 'solscan', 'solanafm'] as const;
export type Explorer = (typeof EXPLORERS)[number];

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Defaults are the local sandbox's, so a fresh checkout runs unconfigured (`.env.example`). */
export const envSchema = z.object({
  VITE_API_BASE_URL: z._default(httpUrl, 'http://127.0.0.1:8787'),
  // The sandbox's default key (sandbox/http/app.ts), so a fresh checkout talks to `npm run sandbox` unconfigured.
  VITE_API_KEY: z._default(z.string(), 'sandbox-local-key'),
  VITE_RPC_URL: z._default(httpUrl, 'http://127.0.0.1:8899'),
  VITE_SUBMISSION_URL: z._default(httpUrl, 'http://127.0.0.1:8787/tx-rpc'),
  VITE_EXPLORER: z._default(z.enum(EXPLORERS), 'solana-explorer'),
  VITE_SANDBOX: z.optional(z.enum(['true', 'false'])),
});
export type Env = Omit<z.output<typeof envSchema>, 'VITE_SANDBOX'> & { VITE_SANDBOX: boolean };

/** Parse the env, treating empty strings as unset; a bad value fails loudly at start-up rather than at first use. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration (see .env.example): ${problems}`);
  }
  const sandbox = result.data.VITE_SANDBOX;
  return { ...result.data, VITE_SANDBOX: sandbox === undefined ? raw.PROD !== true : sandbox === 'true' };
}

export const env: Env = parseEnv(import.meta.env);
