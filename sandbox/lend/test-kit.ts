import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { earningsResponseSchema, earnPositionsResponseSchema } from '../../src/api/lend/schemas';
import { openSend, signedTx, USDC } from '../send/test-kit';
import { jlMintOf } from './vault';

/** Shared by the Lend tests: Send's sandbox kit (API, RPC server, web3.js) with Lend's calls. */
export { USDC };
export const SOL = 'So11111111111111111111111111111111111111112';

export async function openLend(seed: string, statePath: string | null = null) {
  const env = await openSend(seed, statePath);
  const call = (path: string, body?: unknown) => env.request(`/lend/v1${path}`, body);
  return { ...env, call, seed };
}
export type LendEnv = Awaited<ReturnType<typeof openLend>>;

export function fundedUser(env: LendEnv, usdc = 1_000_000_000n): Keypair {
  const user = Keypair.generate();
  env.sandbox.fund(user.publicKey.toBase58(), { sol: 5n * BigInt(LAMPORTS_PER_SOL), tokens: { [USDC]: usdc } });
  return user;
}

/** Craft, sign as the user, send through the RPC (it lands before the answer). */
export async function act(env: LendEnv, action: string, user: Keypair, asset: string, field: string, value: bigint) {
  const crafted = await env.call(`/earn/${action}`, {
    asset,
    signer: user.publicKey.toBase58(),
    [field]: value.toString(),
  });
  if (crafted.status !== 200) throw new Error(JSON.stringify(crafted.body));
  const tx = signedTx(crafted.body.transaction as string, [user]);
  return env.connection.sendRawTransaction(tx.serialize());
}

export async function positionOf(env: LendEnv, user: Keypair, asset: string) {
  const res = await env.call(`/earn/positions?users=${user.publicKey.toBase58()}`);
  const all = earnPositionsResponseSchema.parse(res.body);
  const position = all.find((p) => p.token.assetAddress === asset);
  if (!position) throw new Error(`no position for ${asset}`);
  return position;
}

export async function earningsOf(env: LendEnv, user: Keypair, asset: string) {
  const jl = jlMintOf(env.seed, asset);
  const res = await env.call(`/earn/earnings?user=${user.publicKey.toBase58()}&positions=${jl}`);
  return earningsResponseSchema.parse(res.body)[0];
}

export async function tokenBalance(env: LendEnv, account: string): Promise<bigint> {
  const key = new PublicKey(account);
  if (!(await env.connection.getAccountInfo(key))) return 0n;
  return BigInt((await env.connection.getTokenAccountBalance(key)).value.amount);
}
