import * as z from 'zod/mini';
import { env, EXPLORERS } from '../config/env';

const httpUrl = z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' });
const LAMPORTS_ERROR = 'Enter a whole number of lamports (at most 18446744073709551615)';
// Text of digits only, checked against u64 before any BigInt() sees it.
const lamports = z
  .string()
  .check(z.refine((s) => /^\d{1,20}$/.test(s) && BigInt(s) <= 18_446_744_073_709_551_615n, LAMPORTS_ERROR));

/** Swap v2 `slippageBps` is 0–10000 (spec Limits); "auto" leaves it unset so the service chooses. */
export const slippageSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('auto') }),
  z.object({ mode: z.literal('fixed'), bps: z.int().check(z.gte(0), z.lte(10_000)) }),
]);

/** `priorityFeeLamports` with `broadcastFeeType` (spec §4.2): a maximum the service may use, or the exact fee. */
export const priorityFeeSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('auto') }),
  z.object({ mode: z.literal('custom'), lamports, broadcast: z.enum(['maxCap', 'exactFee']) }),
]);

export const settingsSchema = z.object({
  apiBaseUrl: httpUrl,
  apiKey: z.string().check(z.maxLength(200)),
  rpcUrl: httpUrl,
  submissionUrl: httpUrl,
  explorer: z.enum(EXPLORERS),
  slippage: slippageSchema,
  priorityFee: priorityFeeSchema,
  /** MEV tip for faster inclusion (`mevTipLamports`); "0" sends none. */
  mevTipLamports: lamports,
  submitVia: z.enum(['rpc', 'submission-endpoint']),
  /** Offer to sign when the user's own RPC fails in transport during the check (issue 24); off by default. */
  allowUncheckedSigning: z.boolean(),
  /** Browser notifications of new inbox items while the tab is hidden (issue 27); off until the user turns it on. */
  notifications: z.boolean(),
});
export type Settings = z.output<typeof settingsSchema>;
export type SettingsField = keyof Settings;

export const defaultSettings: Settings = {
  apiBaseUrl: env.VITE_API_BASE_URL,
  apiKey: env.VITE_API_KEY,
  rpcUrl: env.VITE_RPC_URL,
  submissionUrl: env.VITE_SUBMISSION_URL,
  explorer: env.VITE_EXPLORER,
  slippage: { mode: 'auto' },
  priorityFee: { mode: 'auto' },
  mevTipLamports: '0',
  submitVia: 'rpc',
  allowUncheckedSigning: false,
  notifications: false,
};

/** Field by field: an invalid field falls back and is reported, so the UI says what was not applied. */
export function parseStoredSettings(raw: unknown): { settings: Settings; invalid: SettingsField[] } {
  const fields = Object.keys(settingsSchema.shape) as SettingsField[];
  // Not an object at all (unparseable text, a bare number): nothing in it could be applied.
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { settings: defaultSettings, invalid: fields };
  const stored = raw as Record<string, unknown>;
  const settings = { ...defaultSettings } as Record<SettingsField, unknown>;
  const invalid: SettingsField[] = [];
  for (const key of fields) {
    if (!(key in stored)) continue;
    const parsed = settingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) settings[key] = parsed.data;
    else invalid.push(key);
  }
  return { settings: settings as Settings, invalid };
}

export const SETTINGS_STORAGE_KEY = 'trading-app:settings:v1';

export function settingsStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved settings (defaults where a value cannot be read) and the saved text, null when nothing is saved. */
export function readStoredSettings(): { settings: Settings; invalid: SettingsField[]; text: string | null } {
  const text = settingsStorage()?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  if (!text) return { settings: defaultSettings, invalid: [], text: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  return { ...parseStoredSettings(raw), text };
}
