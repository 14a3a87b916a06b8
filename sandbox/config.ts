import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { DEFAULT_SLOT_MS } from './chain/clock';
import { DIALECTS } from './dialect/dialect';
import { DEFAULT_API_KEY } from './http/app';
import { describeZodError } from './kit/zod-message';

const port = z.coerce.number().int().min(0).max(65_535);

export const configSchema = z.object({
  host: z.string().default('127.0.0.1'),
  port: port.default(8787),
  rpcPort: port.default(8899),
  // Defaults to rpcPort + 1, as a local validator does.
  wsPort: port.optional(),
  seed: z.string().min(1).default('solstice'),
  state: z.string().default('.sandbox-state'),
  reset: z.boolean().default(false),
  slotMs: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_SLOT_MS),
  // A kill -9 loses at most this much.
  saveMs: z.coerce.number().int().min(100).max(600_000).default(2_000),
  apiKey: z.string().min(1).default(DEFAULT_API_KEY),
  allowOrigins: z
    .array(z.url({ protocol: /^https?$/ }).regex(/^[^/]+\/\/[^/]+$/, 'must be an origin such as https://host:port'))
    .default([]),
  // `real`: the public service's names and shapes (supplement §0.2) instead of the spec's.
  dialect: z.enum(DIALECTS).default('spec'),
});
export type SandboxConfig = z.output<typeof configSchema>;

export const USAGE = `npm run sandbox -- [options]      (each option also reads an env variable)
  --host HOST        listen address              SANDBOX_HOST      127.0.0.1
  --port N           Trading API + control       SANDBOX_PORT      8787
  --rpc-port N       Solana JSON-RPC             SANDBOX_RPC_PORT  8899 (websocket on N+1)
  --seed TEXT        world seed                  SANDBOX_SEED      solstice
  --state DIR|none   state folder                SANDBOX_STATE     .sandbox-state
  --reset            start from a fresh world (replaces the saved state)
  --slot-ms N        ms per slot, 0 = stopped    SANDBOX_SLOT_MS   400
  --save-ms N        save interval               SANDBOX_SAVE_MS   2000
  --api-key KEY      the x-api-key to accept     SANDBOX_API_KEY   ${DEFAULT_API_KEY}
  --allow-origin O   also allow this browser origin (repeatable; the app's
                     localhost/127.0.0.1 :5173 and :4173 always are)
                                                 SANDBOX_ALLOW_ORIGINS (comma-separated)
  --dialect spec|real  answer with the spec's names or the real
                     service's names and shapes  SANDBOX_DIALECT   spec`;

export function statePathOf(config: SandboxConfig): string | null {
  return config.state === 'none' ? null : join(config.state, 'sandbox-state.bin');
}

// Flags win over env; env over defaults.
export function parseConfig(argv: string[], env: NodeJS.ProcessEnv): SandboxConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'rpc-port': { type: 'string' },
      'ws-port': { type: 'string' },
      seed: { type: 'string' },
      state: { type: 'string' },
      reset: { type: 'boolean' },
      'slot-ms': { type: 'string' },
      'save-ms': { type: 'string' },
      'api-key': { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      dialect: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) throw new HelpRequested();
  const raw = {
    host: values.host ?? env.SANDBOX_HOST,
    port: values.port ?? env.SANDBOX_PORT,
    rpcPort: values['rpc-port'] ?? env.SANDBOX_RPC_PORT,
    wsPort: values['ws-port'] ?? env.SANDBOX_WS_PORT,
    seed: values.seed ?? env.SANDBOX_SEED,
    state: values.state ?? env.SANDBOX_STATE,
    reset: values.reset ?? env.SANDBOX_RESET === 'true',
    slotMs: values['slot-ms'] ?? env.SANDBOX_SLOT_MS,
    saveMs: values['save-ms'] ?? env.SANDBOX_SAVE_MS,
    apiKey: values['api-key'] ?? env.SANDBOX_API_KEY,
    allowOrigins: values['allow-origin'] ?? env.SANDBOX_ALLOW_ORIGINS?.split(',').map((o) => o.trim()),
    dialect: values.dialect ?? env.SANDBOX_DIALECT,
  };
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) throw new Error(`Invalid sandbox option: ${describeZodError(result.error)}`);
  return result.data;
}

export class HelpRequested extends Error {}
