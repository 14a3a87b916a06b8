import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js';
import { Clock } from './chain/clock';
import { Ledger } from './chain/ledger';
import { createApiApp } from './http/app';
import { startRpcServer } from './rpc/server';
import { Sandbox } from './sandbox';
import { ataOf } from './kit/tx/builder';
import type { Address } from './world/address';
import { NATIVE_MINT } from './world/token';
import { readTokenAmount } from './world/token-layout';
import { WELL_KNOWN_MINTS } from './world/well-known';

/** The one test harness of the sandbox: open it, fund wallets, sign and land transactions, read balances. */

/** The fixed test morning most families start their clock at. */
export const TEST_NOW = Date.UTC(2026, 10, 21, 9);
export const LAMPORTS = 1_000_000_000n;

export interface HarnessOptions {
  seed: string;
  /** A state file makes restarts testable; the default keeps everything in memory. */
  statePath?: string | null;
  reset?: boolean;
  /** Start a settable clock (`h.clock.ms`) here; without it the market runs on the wall clock. */
  now?: number;
  /** Hold prices still so quotes and re-quotes are reproducible. */
  paused?: boolean;
  apiKey?: string;
  /** Prepended to the paths given to `call` (a family's base, e.g. `/recurring/v1`). */
  prefix?: string;
}

export interface Funding {
  /** Lamports; 5 SOL unless given. */
  sol?: bigint;
  tokens?: Record<Address, bigint>;
  /** The first-connect grant (10 SOL, 1,000 USDC, JUP, BONK…) instead of `sol`/`tokens`. */
  starter?: boolean;
}

/** 5 SOL and `usdc` (1,000 USDC unless given): the wallet most route tests start with. */
export const usdcFunding = (usdc = 1_000_000_000n): Funding => ({ tokens: { [WELL_KNOWN_MINTS.USDC]: usdc } });

export type Answer = { status: number; body: Record<string, unknown> & { error?: string } };

const ORIGIN = 'http://127.0.0.1:8787';

export function openHarness(options: HarnessOptions) {
  const { seed, statePath = null, reset, now, paused = false, apiKey = 'sandbox-test-key', prefix = '' } = options;
  const clock = { ms: now ?? 0 };
  const sandbox = Sandbox.open({ seed, statePath, reset, ...(now === undefined ? {} : { now: () => clock.ms }) });
  if (paused) sandbox.engine.setPaused(true);
  const app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey });
  /** The raw response; the API key is sent unless `init.headers` overrides it. */
  const request = (path: string, init: RequestInit = {}) =>
    app.request(path.startsWith('http') ? path : `${ORIGIN}${path}`, {
      ...init,
      headers: { 'x-api-key': apiKey, ...(init.headers as Record<string, string> | undefined) },
    });
  /** JSON in and out: GET without a body, else POST (a string body is sent as is); `headers` replace the key. */
  const json = async (path: string, body?: unknown, headers: Record<string, string> = { 'x-api-key': apiKey }) => {
    const res = await app.request(`${ORIGIN}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const call = (path: string, body?: unknown) => json(`${prefix}${path}`, body);
  const control = (path: string, body: unknown) => json(`/__sandbox${path}`, body);
  const wallet = (funding: Funding = {}) => fundedWallet(sandbox, funding);
  const balance = (owner: Address, mint: Address) => balanceOf(sandbox, owner, mint);
  return { sandbox, app, clock, seed, request, json, call, control, wallet, balance };
}
export type Harness = ReturnType<typeof openHarness>;

/** The harness with the JSON-RPC server over its ledger and a web3.js connection to it. */
export async function serveRpc<H extends Harness>(h: H) {
  const rpc = await startRpcServer({ ledger: h.sandbox.ledger, port: 0 });
  const connection = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl });
  const close = async () => {
    await rpc.close();
    h.sandbox.close();
  };
  return { ...h, rpc, connection, close };
}

/** A new keypair funded in a sandbox, or airdropped SOL on a bare ledger (which has no token world). */
export function fundedWallet(on: Sandbox | Ledger, funding: Funding = {}): Keypair {
  const keypair = Keypair.generate();
  const address = keypair.publicKey.toBase58();
  const sol = funding.sol ?? 5n * LAMPORTS;
  if (on instanceof Ledger) {
    on.airdrop(address, sol);
  } else if (funding.starter) {
    on.welcome(address);
  } else {
    on.fund(address, { sol: sol > 0n ? sol : undefined, tokens: funding.tokens ?? {} });
  }
  return keypair;
}

/** A base64 transaction signed as a wallet would (web3.js), back as base64. */
export function signed(base64: string, ...signers: Keypair[]): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  tx.sign(signers);
  return Buffer.from(tx.serialize()).toString('base64');
}

/** Land wire bytes on the ledger directly; fails loudly (with the logs) unless they land. */
export function land(ledger: Ledger, wire: Uint8Array): string {
  const result = ledger.sendTransaction(wire);
  if (!result.ok) throw new Error(`transaction failed: ${result.message}\n${result.logs.join('\n')}`);
  return result.signature;
}

/** A token account's raw amount (0 when it does not exist). */
export function tokenAmount(sandbox: Sandbox, account: Address): bigint {
  return readTokenAmount(sandbox.ledger.getAccount(account)?.data);
}

/** A wallet's balance of a mint: lamports for SOL, else its associated token account (0 when absent). */
export function balanceOf(sandbox: Sandbox, owner: Address, mint: Address): bigint {
  if (mint === NATIVE_MINT) return sandbox.ledger.getBalance(owner);
  const token = sandbox.world.byMint.get(mint);
  if (!token) throw new Error(`unknown mint ${mint}`);
  return tokenAmount(sandbox, ataOf(owner, mint, token.tokenProgram));
}
