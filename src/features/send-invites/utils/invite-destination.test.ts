import {
  createAssociatedTokenAccountIdempotentInstruction,
  createSyncNativeInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SEND_PROGRAM_ID } from '../../../api/send/schemas';
import { sendStatement } from './invite-statement';
import { NATIVE_MINT } from '../../../lib/tx/simulate';
import type { FakeChain } from '../../../lib/tx/sim-test-kit';
import {
  key,
  run,
  signatureFees,
  sol,
  stranger,
  tokenAccount,
  W,
  wallet,
  type Scenario,
} from '../../../lib/tx/hostile/kit';

const USDC = key();
const WSOL = new PublicKey(NATIVE_MINT);
const inviteKey = key();
const [pda] = PublicKey.findProgramAddressSync(
  [new TextEncoder().encode('invite'), inviteKey.toBytes()],
  new PublicKey(SEND_PROGRAM_ID),
);
const labelOf = (mint: string) =>
  mint === USDC.toBase58() ? { symbol: 'USDC', decimals: 6 } : { symbol: 'SOL', decimals: 9 };
const SOL_BEFORE = 10_000_000_000;
const RENT = 2_039_280;
const AMOUNT = 50_000_000n;
const FEES = 10_000n + BigInt(RENT);

interface Credit {
  owner: PublicKey;
  account?: PublicKey;
  amount: bigint;
  /** The account exists already (no rent): the service's own, waiting. */
  existing?: boolean;
}

/** An invite of `mint` whose amount lands in the token accounts `credits` name (created in the transaction). */
function invite(mint: PublicKey, credits: Credit[]): Omit<Scenario, 'statement'> {
  const walletUsdc = getAssociatedTokenAddressSync(USDC, wallet);
  const ixs: TransactionInstruction[] = [];
  const pre: FakeChain['pre'] = { [mint.toBase58()]: { decimals: mint.equals(USDC) ? 6 : 9 } };
  const post: FakeChain['post'] = {};
  let solOut = 0;
  for (const { owner, amount, existing, account = getAssociatedTokenAddressSync(mint, owner, true) } of credits) {
    if (existing) pre[account.toBase58()] = tokenAccount({ mint, owner, amount: 0n });
    else ixs.push(createAssociatedTokenAccountIdempotentInstruction(wallet, account, owner, mint));
    if (mint.equals(WSOL)) {
      ixs.push(
        SystemProgram.transfer({ fromPubkey: wallet, toPubkey: account, lamports: amount }),
        createSyncNativeInstruction(account),
      );
      solOut += Number(amount);
    } else ixs.push(createTransferInstruction(walletUsdc, account, wallet, amount));
    if (!existing) solOut += RENT;
    post[account.toBase58()] = { ...tokenAccount({ mint, owner, amount }), lamports: RENT + Number(amount) };
  }
  if (mint.equals(USDC)) {
    pre[walletUsdc.toBase58()] = tokenAccount({ mint: USDC, owner: wallet, amount: 1_000_000_000n });
    post[walletUsdc.toBase58()] = tokenAccount({ mint: USDC, owner: wallet, amount: 1_000_000_000n - AMOUNT });
  }
  pre[W] = sol(SOL_BEFORE);
  post[W] = sol(SOL_BEFORE - signatureFees(ixs) - solOut);
  return { family: 'send', action: 'invite create', ixs, pre, post, labelOf, walletToken: undefined };
}

const check = (s: Omit<Scenario, 'statement'>, mint: PublicKey, receive?: []) => {
  const statement = sendStatement(W, mint.toBase58(), AMOUNT, FEES, pda.toBase58());
  const scenario = { ...s, statement: receive ? { ...statement, receive } : statement };
  return run(scenario, { ixs: s.ixs, payer: wallet, pre: s.pre, post: s.post, statement: scenario.statement });
};

const service = key();
const ATTACKS: { name: string; credits: (mint: PublicKey) => Credit[] }[] = [
  {
    name: 'the whole amount to a fresh account the service controls',
    credits: () => [{ owner: service, amount: AMOUNT }],
  },
  { name: 'the whole amount to a stranger', credits: () => [{ owner: stranger, amount: AMOUNT }] },
  {
    name: 'half to the PDA, half to the service',
    credits: () => [
      { owner: pda, amount: AMOUNT / 2n },
      { owner: service, amount: AMOUNT / 2n, existing: true },
    ],
  },
  {
    name: 'the PDA’s own account address, owned by the service',
    credits: (mint) => [{ owner: service, account: getAssociatedTokenAddressSync(mint, pda, true), amount: AMOUNT }],
  },
  { name: 'to the invite key itself, not its PDA', credits: () => [{ owner: inviteKey, amount: AMOUNT }] },
];

describe.each([
  ['USDC', USDC],
  ['SOL (wrapped in the escrow)', WSOL],
])('invite create in %s: the amount must arrive in the invite PDA’s account', (_name, mint) => {
  it('the honest transaction (all of it to the PDA) passes', async () => {
    expect(await check(invite(mint, [{ owner: pda, amount: AMOUNT }]), mint)).toMatchObject({ ok: true });
  });

  it.each(ATTACKS)('refuses $name (accepted by a statement that names no destination)', async ({ credits }) => {
    const s = invite(mint, credits(mint));
    expect(await check(s, mint, [])).toMatchObject({ ok: true });
    const result = await check(s, mint);
    expect(result).toMatchObject({ ok: false, kind: 'refused' });
    expect(result.ok ? '' : result.message).toMatch(/would receive only .* below the .* minimum you agreed to/);
  });
});
