import { PublicKey, type Keypair } from '@solana/web3.js';
import { earningsResponseSchema, earnPositionsResponseSchema } from '../../src/api/lend/schemas';
import { SEND, USDC, type SendEnv } from '../send/test-kit';
import { signed } from '../test-harness';
import { jlMintOf } from './vault';

/** Shared by the Lend tests, on the sandbox test harness as Send opens it. */
export { USDC };
export const SOL = 'So11111111111111111111111111111111111111112';

/** Send's options (the same key, web3.js through `serveRpc`) with Lend's base path. */
export const LEND = { ...SEND, prefix: '/lend/v1' };
export type LendEnv = SendEnv;

/** Craft, sign as the user, send through the RPC (it lands before the answer). */
export async function act(env: LendEnv, action: string, user: Keypair, asset: string, field: string, value: bigint) {
  const crafted = await env.call(`/earn/${action}`, {
    asset,
    signer: user.publicKey.toBase58(),
    [field]: value.toString(),
  });
  if (crafted.status !== 200) throw new Error(JSON.stringify(crafted.body));
  return env.connection.sendRawTransaction(Buffer.from(signed(crafted.body.transaction as string, user), 'base64'));
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
