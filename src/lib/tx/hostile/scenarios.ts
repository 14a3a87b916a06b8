import {
  createBurnInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  createTransferInstruction,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { TIP_ACCOUNTS } from '../../../api/tx/tip-accounts';
import { MEMO_PROGRAM, policyFor, type ActionPolicy } from '../programs';
import { NATIVE_MINT } from '../simulate';
import type { FakeChain } from '../sim-test-kit';
import type { TxStatement } from '../statement';
import { recurringCreate } from './dca-case';
import { bytes, key, signatureFees, sol, tokenAccount, W, wallet, type Scenario } from './kit';

export const USDC = key();
const BONK = key();
const JL = key();
const YES = key();
const MINTS: Record<string, { symbol: string; decimals: number }> = {
  [USDC.toBase58()]: { symbol: 'USDC', decimals: 6 },
  [BONK.toBase58()]: { symbol: 'BONK', decimals: 5 },
  [JL.toBase58()]: { symbol: 'jlUSDC', decimals: 6 },
  [YES.toBase58()]: { symbol: 'YES', decimals: 6 },
};
const labelOf = (mint: string) => MINTS[mint];
const SOL_BEFORE = 10_000_000_000;

type Holding = [account: PublicKey, mint: PublicKey, owner: PublicKey, before: bigint, after: bigint | null];

export interface Spec {
  family: string;
  action: string;
  policy: ActionPolicy;
  ixs: TransactionInstruction[];
  holdings: Holding[];
  send?: TxStatement['send'];
  receive?: TxStatement['receive'];
  feesMax?: bigint;
  solOut?: number;
  created?: FakeChain['post'];
  payer?: PublicKey;
}

function scenario(spec: Spec): Scenario {
  const payer = spec.payer ?? wallet;
  const fee = payer.equals(wallet) ? signatureFees(spec.ixs, payer) : 0;
  const pre: FakeChain['pre'] = { [W]: sol(SOL_BEFORE) };
  const post: FakeChain['post'] = { [W]: sol(SOL_BEFORE - fee - (spec.solOut ?? 0)), ...spec.created };
  for (const mint of [USDC, BONK, JL, YES]) pre[mint.toBase58()] = { decimals: MINTS[mint.toBase58()]?.decimals ?? 0 };
  for (const [account, mint, owner, before, after] of spec.holdings) {
    pre[account.toBase58()] = tokenAccount({ mint, owner, amount: before });
    post[account.toBase58()] = after === null ? null : tokenAccount({ mint, owner, amount: after });
  }
  const touched = new Set(spec.ixs.flatMap((ix) => ix.keys.map((k) => k.pubkey.toBase58())));
  const walletToken = spec.holdings.find(
    ([account, , owner]) => owner.equals(wallet) && touched.has(account.toBase58()),
  )?.[0];
  const statement: TxStatement = {
    wallet: W,
    feePayer: payer.equals(wallet) ? null : payer.toBase58(),
    send: spec.send ?? [],
    receive: spec.receive ?? [],
    feesMax: spec.feesMax ?? 20_000_000n,
    policy: spec.policy,
  };
  return { family: spec.family, action: spec.action, statement, ixs: spec.ixs, payer, pre, post, labelOf, walletToken };
}

const send = (mint: PublicKey, max: bigint) => [{ mint: mint.toBase58(), max }];
const receive = (mint: PublicKey, min: bigint, to = W) => [{ mint: mint.toBase58(), min, to }];
/** An operate's loan or withdrawal: exactly what the screen showed arrives (borrow-statement.ts). */
const exactly = (mint: PublicKey, amount: bigint) => [{ mint: mint.toBase58(), min: amount, to: W, max: amount }];
const t = createTransferInstruction;
const memo = (text: string) =>
  new TransactionInstruction({
    programId: new PublicKey(MEMO_PROGRAM),
    keys: [{ pubkey: wallet, isSigner: true, isWritable: false }],
    data: bytes(text),
  });

export function scenarios(): Scenario[] {
  const [wUsdc, wBonk, wJl, wYes, wWsol] = [key(), key(), key(), key(), key()];
  const [pool, vault, escrow] = [key(), key(), key()];
  const [pUsdc, pBonk, vUsdc, vWsol, eUsdc] = [key(), key(), key(), key(), key()];
  const [tip] = TIP_ACCOUNTS;
  const swapIxs = [t(wUsdc, pUsdc, wallet, 100_000_000n), t(pBonk, wBonk, pool, 510_000_000n)];
  const swapHoldings: Holding[] = [
    [wUsdc, USDC, wallet, 1_000_000_000n, 900_000_000n],
    [pUsdc, USDC, pool, 5_000_000_000n, 5_100_000_000n],
    [pBonk, BONK, pool, 90_000_000_000n, 89_490_000_000n],
    [wBonk, BONK, wallet, 0n, 510_000_000n],
  ];
  const swap = {
    policy: policyFor('swap', { anyRoute: true }),
    send: send(USDC, 100_000_000n),
    receive: receive(BONK, 500_000_000n),
  };
  const deposit = (
    family: string,
    action: string,
    policy: ActionPolicy,
    to: PublicKey,
    toAccount: PublicKey,
  ): Spec => ({
    family,
    action,
    policy,
    ixs: [t(wUsdc, toAccount, wallet, 50_000_000n)],
    holdings: [
      [wUsdc, USDC, wallet, 1_000_000_000n, 950_000_000n],
      [toAccount, USDC, to, 0n, 50_000_000n],
    ],
    send: send(USDC, 50_000_000n),
    receive: receive(USDC, 50_000_000n, to.toBase58()),
  });
  const payout = (family: string, action: string, policy: ActionPolicy, from: PublicKey, payer?: PublicKey): Spec => ({
    family,
    action,
    policy,
    ixs: [t(vUsdc, wUsdc, from, 40_000_000n), memo('withdraw')],
    holdings: [
      [vUsdc, USDC, from, 500_000_000n, 460_000_000n],
      [wUsdc, USDC, wallet, 1_000_000_000n, 1_040_000_000n],
    ],
    receive: receive(USDC, 40_000_000n),
    ...(payer ? { payer } : {}),
  });
  const trigger = policyFor('trigger');
  const recurring = policyFor('recurring');
  const lend = policyFor('lend');
  const prediction = policyFor('prediction');
  const newMint = key();
  const launchVault = key();
  const lamportsOfMint = 1_461_600;
  const specs: Spec[] = [
    { family: 'swap', action: 'swap (order + execute)', ixs: swapIxs, holdings: swapHoldings, ...swap },
    {
      family: 'swap',
      action: 'Advanced swap (build, with a tip)',
      ixs: [
        ...swapIxs,
        SystemProgram.transfer({ fromPubkey: wallet, toPubkey: new PublicKey(tip), lamports: 1_000_000 }),
      ],
      holdings: swapHoldings,
      ...swap,
      policy: policyFor('swap', { anyRoute: true, solRecipients: [tip] }),
      send: [...swap.send, { mint: NATIVE_MINT, max: 1_000_000n }],
      solOut: 1_000_000,
      created: { [tip]: sol(1_000_000) },
    },
    deposit('trigger', 'limit order deposit', trigger, vault, vUsdc),
    payout('trigger', 'limit order cancel (vault pays)', trigger, vault, vault),
    payout('trigger', 'expired order withdrawal', trigger, vault),
    recurringCreate(USDC, BONK, wUsdc),
    payout('recurring', 'recurring cancel', recurring, escrow),
    {
      family: 'studio',
      action: 'launch create',
      policy: policyFor('studio', { createsMints: 'pool' }),
      ixs: [
        SystemProgram.createAccount({
          fromPubkey: wallet,
          newAccountPubkey: newMint,
          lamports: lamportsOfMint,
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(newMint, 6, pool, null),
        createMintToInstruction(newMint, launchVault, pool, 1_000_000_000n),
      ],
      holdings: [],
      solOut: lamportsOfMint + 2_039_280,
      created: {
        [newMint.toBase58()]: { decimals: 6 },
        [launchVault.toBase58()]: tokenAccount({ mint: newMint, owner: pool, amount: 1_000_000_000n }),
      },
      feesMax: 50_000_000n,
    },
    payout('studio', 'launch fee claim', policyFor('studio'), pool),
    {
      family: 'send',
      action: 'invite create (SOL)',
      policy: policyFor('send'),
      ixs: [SystemProgram.transfer({ fromPubkey: wallet, toPubkey: escrow, lamports: 500_000_000 })],
      holdings: [],
      send: [{ mint: NATIVE_MINT, max: 500_000_000n }],
      solOut: 500_000_000,
      created: { [escrow.toBase58()]: sol(500_000_000) },
    },
    payout('send', 'invite clawback', policyFor('send'), escrow),
    {
      family: 'lend',
      action: 'earn deposit',
      policy: lend,
      ixs: [t(wUsdc, vUsdc, wallet, 50_000_000n), createMintToInstruction(JL, wJl, vault, 49_000_000n)],
      holdings: [
        [wUsdc, USDC, wallet, 1_000_000_000n, 950_000_000n],
        [vUsdc, USDC, vault, 0n, 50_000_000n],
        [wJl, JL, wallet, 0n, 49_000_000n],
      ],
      send: send(USDC, 50_000_000n),
      receive: receive(JL, 48_000_000n),
    },
    {
      family: 'lend',
      action: 'earn withdraw',
      policy: lend,
      ixs: [createBurnInstruction(wJl, JL, wallet, 49_000_000n), t(vUsdc, wUsdc, vault, 50_000_000n)],
      holdings: [
        [wJl, JL, wallet, 49_000_000n, 0n],
        [vUsdc, USDC, vault, 500_000_000n, 450_000_000n],
        [wUsdc, USDC, wallet, 0n, 50_000_000n],
      ],
      send: send(JL, 49_000_000n),
      receive: receive(USDC, 50_000_000n),
    },
    {
      family: 'lend',
      action: 'borrow operate (JUP collateral, USDC debt)',
      policy: policyFor('lend', { createsMints: 'own' }),
      ixs: [t(wBonk, pBonk, wallet, 100_000n), t(vUsdc, wUsdc, vault, 20_000_000n)],
      holdings: [
        [wBonk, BONK, wallet, 1_000_000n, 900_000n],
        [pBonk, BONK, vault, 0n, 100_000n],
        [vUsdc, USDC, vault, 500_000_000n, 480_000_000n],
        [wUsdc, USDC, wallet, 0n, 20_000_000n],
      ],
      send: send(BONK, 100_000n),
      receive: exactly(USDC, 20_000_000n),
    },
    {
      family: 'lend',
      action: 'borrow operate with the SOL wrap',
      policy: policyFor('lend', { createsMints: 'own' }),
      ixs: [
        SystemProgram.transfer({ fromPubkey: wallet, toPubkey: wWsol, lamports: 1_000_000_000 }),
        t(wWsol, vWsol, wallet, 1_000_000_000n),
        t(vUsdc, wUsdc, vault, 50_000_000n),
      ],
      holdings: [
        [wWsol, new PublicKey(NATIVE_MINT), wallet, 0n, 0n],
        [vWsol, new PublicKey(NATIVE_MINT), vault, 0n, 1_000_000_000n],
        [vUsdc, USDC, vault, 500_000_000n, 450_000_000n],
        [wUsdc, USDC, wallet, 0n, 50_000_000n],
      ],
      send: [{ mint: NATIVE_MINT, max: 1_000_000_000n }],
      receive: exactly(USDC, 50_000_000n),
      solOut: 1_000_000_000,
    },
    {
      family: 'prediction',
      action: 'bet',
      policy: prediction,
      ixs: [t(wUsdc, eUsdc, wallet, 10_000_000n), createMintToInstruction(YES, wYes, escrow, 15_000_000n)],
      holdings: [
        [wUsdc, USDC, wallet, 100_000_000n, 90_000_000n],
        [eUsdc, USDC, escrow, 0n, 10_000_000n],
        [wYes, YES, wallet, 0n, 15_000_000n],
      ],
      send: send(USDC, 10_000_000n),
      receive: receive(YES, 15_000_000n),
    },
    {
      family: 'prediction',
      action: 'sell',
      policy: prediction,
      ixs: [createBurnInstruction(wYes, YES, wallet, 15_000_000n), t(eUsdc, wUsdc, escrow, 9_000_000n)],
      holdings: [
        [wYes, YES, wallet, 15_000_000n, 0n],
        [eUsdc, USDC, escrow, 50_000_000n, 41_000_000n],
        [wUsdc, USDC, wallet, 0n, 9_000_000n],
      ],
      send: send(YES, 15_000_000n),
      receive: receive(USDC, 8_500_000n),
    },
    {
      family: 'prediction',
      action: 'claim',
      policy: prediction,
      ixs: [createBurnInstruction(wYes, YES, wallet, 15_000_000n), t(eUsdc, wUsdc, escrow, 15_000_000n)],
      holdings: [
        [wYes, YES, wallet, 15_000_000n, 0n],
        [eUsdc, USDC, escrow, 50_000_000n, 35_000_000n],
        [wUsdc, USDC, wallet, 0n, 15_000_000n],
      ],
      send: send(YES, 15_000_000n),
      receive: receive(USDC, 15_000_000n),
    },
  ];
  return specs.map(scenario);
}
