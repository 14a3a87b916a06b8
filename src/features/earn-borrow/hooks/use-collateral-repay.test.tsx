// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey, VersionedTransaction, type Keypair } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildResponseSchema } from '../../../api/swap/schemas-v2';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { usePendingTxStore } from '../../../stores/pending-tx-store';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { planCollateralRepay } from '../utils/collateral-repay';
import { collateralBuildParams, useCollateralRepay } from './use-collateral-repay';

const { SOL, USDC } = KNOWN_TOKENS;
type Ix = { programId: string; accounts: { pubkey: string; isSigner: boolean; isWritable: boolean }[]; data: string };
type Vault = { id: number; address: string; supplyToken: { address: string }; borrowToken: { address: string } };

let sb: SandboxClient;
let user: { keypair: Keypair; address: string };
let vault: Vault;
let positionId: number;
const SELL = 200_000_000n;
const SLIPPAGE_BPS = 100;

async function signAndSend(base64: string) {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  tx.sign([user.keypair]);
  await sb.connection.sendRawTransaction(tx.serialize());
}

beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-collateral-repay' });
  user = sb.connect({ tokens: { [SOL.mint]: 1_000_000_000n } });
  const vaults = (await sb.json('/lend/v1/borrow/vaults')).body as unknown as Vault[];
  vault = vaults.find((v) => v.supplyToken.address === SOL.mint && v.borrowToken.address === USDC.mint)!;
  const body = {
    vaultId: vault.id,
    positionId: 0,
    signer: user.address,
    colAmount: '1000000000',
    debtAmount: '60000000',
  };
  const opened = (await sb.json('/lend/v1/borrow/operate', body)).body as { nftId: number; transaction: string };
  await signAndSend(opened.transaction);
  positionId = opened.nftId;
  usePendingTxStore.setState({ records: [] });
});
afterEach(() => sb.close());

const position = async () =>
  (
    (await sb.json(`/lend/v1/borrow/positions?users=${user.address}`)).body as unknown as {
      supply: string;
      borrow: string;
    }[]
  )[0]!;

/** What the screen shows: the position, and the swap quoted for it. */
async function shown() {
  const params = collateralBuildParams(vault, SELL, user.address, SLIPPAGE_BPS);
  const query = new URLSearchParams({ ...params, amount: String(SELL) } as unknown as Record<string, string>);
  const build = buildResponseSchema.parse((await sb.json(`/swap/v2/build?${query.toString()}`)).body);
  const p = await position();
  return planCollateralRepay(
    { supplyToken: { price: 0 }, borrowToken: { price: 1 }, borrowRate: 471 } as never,
    { supply: BigInt(p.supply), borrow: BigInt(p.borrow) },
    build,
    SLIPPAGE_BPS,
  );
}

async function run() {
  const plan = await shown();
  const { result } = renderHook(() => useCollateralRepay(), { wrapper: sb.wrapper });
  act(() =>
    result.current.run({ wallet: user.address, vaultId: vault.id, positionId, slippageBps: SLIPPAGE_BPS, shown: plan }),
  );
  await waitFor(() => expect(['done', 'error']).toContain(result.current.state.status));
  return { plan, state: result.current.state };
}

const usdcAta = (owner: string) => getAssociatedTokenAddressSync(new PublicKey(USDC.mint), new PublicKey(owner));

describe('useCollateralRepay', () => {
  it('withdraws, swaps and repays in one transaction; the wallet keeps what it had', async () => {
    const usdc = sb.balance(user.address, USDC.mint);
    const { plan, state } = await run();
    expect(state.status).toBe('done');
    expect(plan.repay).toBeGreaterThan(0n);
    const after = await position();
    expect(BigInt(after.supply)).toBe(1_000_000_000n - SELL);
    expect(BigInt(after.borrow)).toBeLessThanOrEqual(60_000_000n - plan.repay + 2n);
    expect(sb.balance(user.address, USDC.mint)).toBeGreaterThanOrEqual(usdc);
    expect(await sb.holding(user.address, SOL.mint)).toBe(0n);
    expect(usePendingTxStore.getState().records[0]?.summary).toMatch(/^Repay at least \d+(\.\d+)? USDC with 0\.2 SOL/);
  });

  it('refuses a swap whose output goes elsewhere: the repayment would come from the wallet', async () => {
    const thief = sb.wallet({ tokens: { [USDC.mint]: 1n } }).publicKey.toBase58();
    const mine = usdcAta(user.address).toBase58();
    sb.answer('/swap/v2/build', (body: { otherInstructions: Ix[] }) => ({
      ...body,
      otherInstructions: body.otherInstructions.map((ix) => ({
        ...ix,
        accounts: ix.accounts.map((a) => (a.pubkey === mine ? { ...a, pubkey: usdcAta(thief).toBase58() } : a)),
      })),
    }));
    const before = await position();
    const { state } = await run();
    expect(state).toMatchObject({ status: 'error' });
    expect(JSON.stringify(state)).toMatch(/It would also send \d+(\.\d+)? USDC to .*not signed/);
    expect(await position()).toEqual(before);
  });

  it('refuses a run that withdraws more collateral than shown and passes the surplus on', async () => {
    const thief = sb.wallet({ tokens: { [SOL.mint]: 1n } }).publicKey.toBase58();
    const wsol = (owner: string) => getAssociatedTokenAddressSync(new PublicKey(SOL.mint), new PublicKey(owner));
    const surplus = createTransferCheckedInstruction(
      wsol(user.address),
      new PublicKey(SOL.mint),
      wsol(thief),
      user.keypair.publicKey,
      SELL,
      9,
    );
    sb.answer('/lend/v1/borrow/operate-instructions', (body: { instructions: Ix[] }) => {
      const [create, withdraw, ...rest] = body.instructions;
      const data = Buffer.from(withdraw!.data, 'base64');
      data.writeBigUInt64LE(data.readBigUInt64LE(1) * 2n, 1);
      const extra = {
        programId: surplus.programId.toBase58(),
        accounts: surplus.keys.map((k) => ({ ...k, pubkey: k.pubkey.toBase58() })),
        data: Buffer.from(surplus.data).toString('base64'),
      };
      return { ...body, instructions: [create, { ...withdraw, data: data.toString('base64') }, extra, ...rest] };
    });
    const before = await position();
    const { state } = await run();
    expect(state).toMatchObject({ status: 'error' });
    expect(JSON.stringify(state)).toMatch(
      /The position's collateral would fall by 0\.4 SOL, more than the 0\.2 SOL shown/,
    );
    expect(await position()).toEqual(before);
  });
});
