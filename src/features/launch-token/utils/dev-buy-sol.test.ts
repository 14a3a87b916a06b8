import {
  createCloseAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  NATIVE_MINT,
  TOKEN_2022_PROGRAM_ID as T22,
} from '@solana/spl-token';
import { Keypair, SystemProgram, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { compareWithStatement } from '../../../lib/tx/statement';
import type { Simulation } from '../../../lib/tx/simulate';
import { createTxProblem } from './create-tx-check';
import { dbcCreate, decompiled, honestInstructions, launch, txOf, type Launch } from './create-tx-fixtures';
import { withDevBuy } from './dev-buy-tx';
import { LAUNCH_COST_MAX_LAMPORTS, launchStatement, quoteLabels } from './launch-statement';

const IN = 1_000_000_000n;
const OUT = 60_000_000_000_000n;
const MIN = 59_400_000_000_000n;
const SOL = STUDIO_QUOTE_MINTS.SOL;
const stranger = () => Keypair.generate().publicKey;
const wsolOf = (owner: PublicKey) => getAssociatedTokenAddressSync(NATIVE_MINT, owner, true);

function solLaunch() {
  const l = launch(0n, SOL);
  const agreed = { ...l.agreed, devBuy: { quoteIn: IN, minOut: MIN } };
  const order = { ...agreed, quoteIn: IN, expectedOut: OUT, minOut: MIN };
  const tail = decompiled(withDevBuy(txOf(l.wallet, honestInstructions(l)), order)).slice(honestInstructions(l).length);
  return { l, agreed, tail };
}

/** The page's SOL buy with `change` applied to its tail (wrap, sync, open, pay, payout, close after the opening). */
function hostile(change: (tail: TransactionInstruction[], l: Launch) => void) {
  const { l, agreed, tail } = solLaunch();
  change(tail, l);
  return createTxProblem(txOf(l.wallet, [...honestInstructions(l), ...tail]), agreed);
}

const fund = (l: Launch, lamports: bigint) =>
  SystemProgram.transfer({ fromPubkey: l.wallet, toPubkey: wsolOf(l.wallet), lamports });
const payout = (l: Launch, owner: PublicKey) =>
  createTransferCheckedInstruction(
    l.curveVault,
    l.mint,
    getAssociatedTokenAddressSync(l.mint, owner, true, T22),
    l.authority,
    OUT,
    6,
    [],
    T22,
  );

describe('a dev buy in SOL: wrapped in the launch transaction', () => {
  it('wraps the buy into the wallet’s own account, pays the curve from it and closes it back to the wallet', () => {
    const { l, agreed, tail } = solLaunch();
    expect(tail.map((ix) => ix.programId.toBase58().slice(0, 5))).toEqual([
      'AToke',
      '11111',
      'Token',
      'AToke',
      'Token',
      'Token',
      'Token',
    ]);
    expect(tail[1]?.keys[1]?.pubkey.equals(wsolOf(l.wallet))).toBe(true);
    expect(tail[1]?.data.readBigUInt64LE(4)).toBe(IN);
    expect(tail.at(-1)?.keys.map((k) => k.pubkey.toBase58())).toEqual(
      [wsolOf(l.wallet), l.wallet, l.wallet].map(String),
    );
    expect(createTxProblem(txOf(l.wallet, [...honestInstructions(l), ...tail]), agreed)).toBeNull();
  });

  it('refuses more SOL than shown, wrapped or paid', () => {
    expect(hostile((t, l) => t.splice(1, 1, fund(l, IN + 1n)))).toBe(
      'The create transaction wraps 1.000000001 SOL for your dev buy, more than the 1 SOL shown: not signed.',
    );
    expect(hostile((t, l) => t.splice(1, 0, fund(l, 1n)))).toMatch(/does not wrap the SOL of your dev buy once/);
  });

  it('refuses the wrapped account closed to someone else, or left open', () => {
    const to = stranger();
    expect(hostile((t, l) => t.splice(-1, 1, createCloseAccountInstruction(wsolOf(l.wallet), to, l.wallet)))).toBe(
      `The create transaction closes your wrapped-SOL account to ${to.toBase58().slice(0, 4)}…${to.toBase58().slice(-4)}, not to your wallet: not signed.`,
    );
    expect(hostile((t) => t.pop())).toBe(
      'The create transaction does not close your wrapped-SOL account after the dev buy: not signed.',
    );
  });

  it('refuses the bought tokens sent elsewhere, and any wrap where no dev buy was shown', () => {
    expect(hostile((t, l) => t.splice(5, 1, payout(l, stranger())))).toMatch(
      /sends the tokens of your dev buy to .*, not to your wallet/,
    );
    const { l, tail } = solLaunch();
    expect(createTxProblem(txOf(l.wallet, [...honestInstructions(l), ...tail.slice(0, 3)]), l.agreed)).toBe(
      'The create transaction wraps or unwraps SOL, which no launch needs: not signed.',
    );
  });

  it('wraps around a Meteora DBC swap the same way', () => {
    const { l, agreed } = solLaunch();
    const meta = { name: 'Sandbox Cat', symbol: 'SCAT', uri: l.agreed.metadataUris[0] ?? '' };
    const create = dbcCreate({ creator: l.wallet, mint: l.mint, payer: l.wallet }, meta, SOL);
    const ixs = decompiled(
      withDevBuy(txOf(l.wallet, [create]), { ...agreed, quoteIn: IN, expectedOut: OUT, minOut: MIN }),
    );
    expect(ixs.length).toBe(1 + 3 + 1 + 1 + 1);
    expect(createTxProblem(txOf(l.wallet, ixs), agreed)).toBeNull();
    ixs.splice(-1, 1, createCloseAccountInstruction(wsolOf(l.wallet), stranger(), l.wallet));
    expect(createTxProblem(txOf(l.wallet, ixs), agreed)).toMatch(/closes your wrapped-SOL account to .*, not to/);
  });
});

describe('the statement of a SOL dev buy', () => {
  const wallet = Keypair.generate().publicKey.toBase58();
  const mint = Keypair.generate().publicKey.toBase58();
  const statement = launchStatement(wallet, { mint, quoteMint: SOL, quoteIn: IN, minOut: MIN });
  const sim = (sol: bigint, tokens = MIN) =>
    ({
      changes: [
        { owner: wallet, mint: SOL, delta: sol },
        { owner: wallet, mint, delta: tokens },
      ],
    }) as unknown as Simulation;

  it('holds the SOL spent to the buy plus the launch costs, and the tokens to the minimum shown', () => {
    expect(compareWithStatement(sim(-(IN + LAUNCH_COST_MAX_LAMPORTS)), statement, quoteLabels)).toBeNull();
    expect(compareWithStatement(sim(-(IN + LAUNCH_COST_MAX_LAMPORTS) - 1n), statement, quoteLabels)).toMatch(
      /It would also send 0\.000000001 SOL to another account: not signed\./,
    );
    expect(compareWithStatement(sim(-IN, MIN - 1n), statement, quoteLabels)).toMatch(/You would receive only/);
  });
});
