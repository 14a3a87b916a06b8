import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { borrowPositionsResponseSchema, operateResponseSchema } from '../../../src/api/lend/schemas';
import { ataOf } from '../../kit/tx/builder';
import { TOKEN_PROGRAM } from '../../world/token';
import { signed } from '../../test-harness';
import { SOL, USDC, type LendEnv } from '../test-kit';

/** Shared by the Borrow tests: a wallet, an operate round trip, positions and balances read back. */
export { SOL, USDC };
export const MIN_I128 = '-170141183460469231731687303715884105728';
export const addr = (k: Keypair) => k.publicKey.toBase58();

/** SOL for fees, wrapped SOL for collateral (the API does not wrap), USDC for repaying. */
export function borrower(env: LendEnv, wsol = 2_000_000_000n, usdc = 100_000_000n): Keypair {
  const user = Keypair.generate();
  env.sandbox.fund(addr(user), { sol: 5n * BigInt(LAMPORTS_PER_SOL), tokens: { [SOL]: wsol, [USDC]: usdc } });
  return user;
}

export interface Op {
  vaultId?: number;
  positionId: number;
  colAmount?: string;
  debtAmount?: string;
  positionOwner?: string;
}

export const body = (user: Keypair, op: Op) => ({
  vaultId: op.vaultId ?? 1,
  positionId: op.positionId,
  signer: addr(user),
  colAmount: op.colAmount ?? '0',
  debtAmount: op.debtAmount ?? '0',
  ...(op.positionOwner ? { positionOwner: op.positionOwner } : {}),
});

/** Craft, sign as the user, send through the RPC (it lands before the answer); the position's id. */
export async function operateAs(env: LendEnv, user: Keypair, op: Op): Promise<number> {
  const res = await env.call('/borrow/operate', body(user, op));
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  const crafted = operateResponseSchema.parse(res.body);
  await env.connection.sendRawTransaction(Buffer.from(signed(res.body.transaction as string, user), 'base64'));
  return crafted.nftId;
}

export async function positionsOf(env: LendEnv, ...users: Keypair[]) {
  const res = await env.call(`/borrow/positions?users=${users.map(addr).join(',')}`);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return borrowPositionsResponseSchema.parse(res.body);
}

export async function balance(env: LendEnv, owner: Keypair | string, mint: string): Promise<bigint> {
  const key = new PublicKey(ataOf(typeof owner === 'string' ? owner : addr(owner), mint, TOKEN_PROGRAM));
  if (!(await env.connection.getAccountInfo(key))) return 0n;
  return BigInt((await env.connection.getTokenAccountBalance(key)).value.amount);
}
