import {
  createApproveCheckedInstruction,
  createApproveInstruction,
  createCloseAccountInstruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  createTransferInstruction,
  AuthorityType,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  PublicKey,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { shortAddress } from '../../utils/format';
import { checkBeforeWallet } from './pre-sign';
import { fakeSimConnection, type FakeChain } from './sim-test-kit';
import { NATIVE_MINT } from './simulate';
import type { TxStatement } from './statement';
import type { PreSignResult } from './pre-sign';

const messageOf = (r: PreSignResult) => (r.ok ? '' : r.message);
const kindOf = (r: PreSignResult) => (r.ok ? 'ok' : r.kind);

const key = () => Keypair.generate().publicKey;
const wallet = key();
const stranger = key();
const poolAuthority = key();
const usdc = key();
const bonk = key();
const walletUsdc = key();
const walletBonk = key();
const vaultUsdc = key();
const vaultBonk = key();
const strangerUsdc = key();
const W = wallet.toBase58();
const labels: Record<string, { symbol: string; decimals: number }> = {
  [usdc.toBase58()]: { symbol: 'USDC', decimals: 6 },
  [bonk.toBase58()]: { symbol: 'BONK', decimals: 5 },
};
const labelOf = (mint: string) => labels[mint];

function v0(instructions: TransactionInstruction[], payer: PublicKey = wallet): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: key().toBase58(),
    instructions,
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

/** 100 USDC in, at least 5,000 BONK out, 0.001 SOL of fees at most. */
const statement: TxStatement = {
  wallet: W,
  send: [{ mint: usdc.toBase58(), max: 100_000_000n }],
  receive: [{ mint: bonk.toBase58(), min: 500_000_000n, to: W }],
  feesMax: 1_000_000n,
};

const swapIxs = () => [
  createTransferInstruction(walletUsdc, vaultUsdc, wallet, 100_000_000n),
  createTransferInstruction(vaultBonk, walletBonk, poolAuthority, 510_000_000n),
];

const pre: FakeChain['pre'] = {
  [usdc.toBase58()]: { decimals: 6 },
  [bonk.toBase58()]: { decimals: 5 },
  [W]: { lamports: 1_000_000_000 },
  [walletUsdc.toBase58()]: { mint: usdc, owner: wallet, amount: 1_000_000_000n },
  [walletBonk.toBase58()]: { mint: bonk, owner: wallet, amount: 0n },
  [vaultUsdc.toBase58()]: { mint: usdc, owner: poolAuthority, amount: 5_000_000_000n },
  [vaultBonk.toBase58()]: { mint: bonk, owner: poolAuthority, amount: 90_000_000_000n },
  [strangerUsdc.toBase58()]: { mint: usdc, owner: stranger, amount: 0n },
};
const swapPost: FakeChain['post'] = {
  [W]: { lamports: 999_995_000 },
  [walletUsdc.toBase58()]: { mint: usdc, owner: wallet, amount: 900_000_000n },
  [walletBonk.toBase58()]: { mint: bonk, owner: wallet, amount: 510_000_000n },
  [vaultUsdc.toBase58()]: { mint: usdc, owner: poolAuthority, amount: 5_100_000_000n },
  [vaultBonk.toBase58()]: { mint: bonk, owner: poolAuthority, amount: 89_490_000_000n },
};

const check = (tx: VersionedTransaction | Transaction, chain: FakeChain, st: TxStatement = statement) =>
  checkBeforeWallet(fakeSimConnection(chain), tx, st, labelOf);

describe('checkBeforeWallet', () => {
  it('passes a swap within what the user agreed to and describes it', async () => {
    const connection = fakeSimConnection({ pre, post: swapPost });
    const result = await checkBeforeWallet(connection, v0(swapIxs()), statement, labelOf);
    expect(result).toEqual({
      ok: true,
      changes: 'You send 100 USDC · you receive 5,100 BONK · fees and rent up to 0.00001 SOL',
    });
    const config = connection.configs[0] as {
      sigVerify: boolean;
      replaceRecentBlockhash: boolean;
      accounts: { addresses: string[] };
    };
    expect(config.sigVerify).toBe(false);
    expect(config.replaceRecentBlockhash).toBe(true);
    for (const address of [W, walletUsdc.toBase58(), walletBonk.toBase58()]) {
      expect(config.accounts.addresses).toContain(address);
    }
  });

  it('refuses a swap that also moves the wallet’s USDC to a stranger, naming amount and receiver', async () => {
    const tx = v0([...swapIxs(), createTransferInstruction(walletUsdc, strangerUsdc, wallet, 250_000_000n)]);
    const result = await check(tx, {
      pre,
      post: {
        ...swapPost,
        [walletUsdc.toBase58()]: { mint: usdc, owner: wallet, amount: 650_000_000n },
        [strangerUsdc.toBase58()]: { mint: usdc, owner: stranger, amount: 250_000_000n },
      },
    });
    expect(result).toEqual({
      ok: false,
      kind: 'refused',
      message: `It would also send 250 USDC to ${shortAddress(stranger.toBase58())}: not signed.`,
    });
  });

  it('refuses an output below the minimum the user saw', async () => {
    const result = await check(v0(swapIxs()), {
      pre,
      post: { ...swapPost, [walletBonk.toBase58()]: { mint: bonk, owner: wallet, amount: 400_000_000n } },
    });
    expect(result).toMatchObject({
      kind: 'refused',
      message: 'You would receive only 4,000 BONK, below the 5,000 BONK minimum you agreed to: not signed.',
    });
  });

  it('refuses SOL taken beyond the fees shown', async () => {
    const result = await check(v0(swapIxs()), { pre, post: { ...swapPost, [W]: { lamports: 900_000_000 } } });
    expect(kindOf(result)).toBe('refused');
    expect(messageOf(result)).toMatch(/^It would also send 0\.09999 SOL/);
  });

  it('refuses a receiver paid less than agreed', async () => {
    const receiver = key();
    const receiverBonk = key();
    const st = { ...statement, receive: [{ mint: bonk.toBase58(), min: 500_000_000n, to: receiver.toBase58() }] };
    const tx = v0([
      createTransferInstruction(walletUsdc, vaultUsdc, wallet, 100_000_000n),
      createTransferInstruction(vaultBonk, receiverBonk, poolAuthority, 1n),
    ]);
    const result = await check(
      tx,
      {
        pre: { ...pre, [receiverBonk.toBase58()]: { mint: bonk, owner: receiver, amount: 0n } },
        post: {
          ...swapPost,
          [walletBonk.toBase58()]: { mint: bonk, owner: wallet, amount: 0n },
          [receiverBonk.toBase58()]: { mint: bonk, owner: receiver, amount: 1n },
        },
      },
      st,
    );
    const r = result;
    expect(kindOf(r)).toBe('refused');
    expect(messageOf(r)).toMatch('would receive only 0.00001 BONK');
  });

  it.each([
    [
      'an Approve delegate',
      createApproveInstruction(walletUsdc, stranger, wallet, 1n),
      /let .* spend the tokens in your account/,
    ],
    [
      'an ApproveChecked delegate',
      createApproveCheckedInstruction(walletUsdc, usdc, stranger, wallet, 1n, 6),
      /token approval/,
    ],
    [
      'a new account authority',
      createSetAuthorityInstruction(walletUsdc, wallet, AuthorityType.AccountOwner, stranger),
      /hand control of your account/,
    ],
    [
      'a close paying a stranger',
      createCloseAccountInstruction(walletBonk, stranger, wallet),
      /close your token account .* and pay its SOL to/,
    ],
    [
      'a System Assign of the wallet',
      SystemProgram.assign({ accountPubkey: wallet, programId: stranger }),
      /System Assign/,
    ],
    [
      'a durable nonce advance',
      SystemProgram.nonceAdvance({ noncePubkey: key(), authorizedPubkey: wallet }),
      /durable nonce/,
    ],
  ])('refuses %s before simulating', async (_name, ix, message) => {
    const connection = fakeSimConnection({ pre, post: swapPost });
    const result = await checkBeforeWallet(connection, v0([...swapIxs(), ix]), statement, labelOf);
    expect(kindOf(result)).toBe('refused');
    expect(messageOf(result)).toMatch(message);
    expect(connection.configs).toHaveLength(0);
  });

  it('lets a close that returns the SOL to the wallet through (unwrapping SOL)', async () => {
    const tx = v0([...swapIxs(), createCloseAccountInstruction(key(), wallet, wallet)]);
    expect(await check(tx, { pre, post: swapPost })).toMatchObject({ ok: true });
  });

  it('lets a gasless payer the service named take back the rent of a temporary account it created', async () => {
    const gasPayer = key();
    const temp = key();
    const create = SystemProgram.createAccount({
      fromPubkey: gasPayer,
      newAccountPubkey: temp,
      lamports: 2_039_280,
      space: 165,
      programId: TOKEN_PROGRAM_ID,
    });
    const tx = v0([create, ...swapIxs(), createCloseAccountInstruction(temp, gasPayer, wallet)], gasPayer);
    const named = { ...statement, feePayer: gasPayer.toBase58() };
    const gasless = { ...swapPost, [W]: { lamports: 1_000_000_000 } };
    expect(await check(tx, { pre, post: gasless }, named)).toMatchObject({ ok: true });
  });

  it('refuses a gasless payer closing a token account the wallet already had and keeping its rent', async () => {
    const gasPayer = key();
    const tx = v0([...swapIxs(), createCloseAccountInstruction(walletBonk, gasPayer, wallet)], gasPayer);
    const named = { ...statement, feePayer: gasPayer.toBase58() };
    const result = await check(tx, { pre, post: { ...swapPost, [W]: { lamports: 1_000_000_000 } } }, named);
    expect(messageOf(result)).toMatch(/^It would close your token account/);
  });

  it('refuses a fee payer other than the wallet or the one the service named', async () => {
    const result = await check(v0(swapIxs(), stranger), { pre, post: swapPost });
    expect(kindOf(result)).toBe('refused');
    expect(messageOf(result)).toMatch('would be paid for by');
  });

  it('checks a legacy transaction the same way', async () => {
    const tx = new Transaction({ feePayer: wallet, blockhash: key().toBase58(), lastValidBlockHeight: 9 }).add(
      ...swapIxs(),
      createTransferInstruction(walletUsdc, strangerUsdc, wallet, 250_000_000n),
    );
    const result = await check(tx, {
      pre,
      post: {
        ...swapPost,
        [walletUsdc.toBase58()]: { mint: usdc, owner: wallet, amount: 650_000_000n },
        [strangerUsdc.toBase58()]: { mint: usdc, owner: stranger, amount: 250_000_000n },
      },
    });
    expect(kindOf(result)).toBe('refused');
    expect(messageOf(result)).toMatch('send 250 USDC');
  });

  it('refuses a token whose decimals on the page are not its mint’s (issue 11 §3.10)', async () => {
    const result = await check(v0(swapIxs()), { pre: { ...pre, [bonk.toBase58()]: { decimals: 9 } }, post: swapPost });
    expect(kindOf(result)).toBe('refused');
    expect(messageOf(result)).toMatch(/^BONK has 9 decimals on chain, not the 5 the service gave/);
  });

  it('reads a mint the transaction creates (a launch with its dev buy) as the simulation leaves it', async () => {
    const { [bonk.toBase58()]: _bonk, ...before } = pre;
    const tx = v0([createMintToInstruction(bonk, walletBonk, poolAuthority, 0n), ...swapIxs()]);
    const minted = (decimals: number) => ({ ...swapPost, [bonk.toBase58()]: { decimals } });
    expect(await check(tx, { pre: before, post: minted(5) })).toMatchObject({ ok: true });
    expect(messageOf(await check(tx, { pre: before, post: minted(9) }))).toMatch(/^BONK has 9 decimals on chain/);
    expect(messageOf(await check(tx, { pre: before, post: swapPost }))).toMatch(/^BONK's mint was not found on chain/);
  });

  it('refuses what the simulation says would fail', async () => {
    const result = await check(v0(swapIxs()), { pre, post: swapPost, err: { InstructionError: [1, { Custom: 1 }] } });
    expect(kindOf(result)).toBe('refused');
    expect(messageOf(result)).toMatch('would fail');
  });

  it('says so, and does not pass, when the simulation cannot run', async () => {
    const result = await check(v0(swapIxs()), { pre, post: swapPost, down: true });
    const r = result;
    expect(kindOf(r)).toBe('unverified');
    expect(messageOf(r)).toMatch('could not be simulated');
  });

  it('checks SOL sent to a recipient like a token (Send SOL)', async () => {
    const recipient = key();
    const st: TxStatement = {
      wallet: W,
      send: [{ mint: NATIVE_MINT, max: 1_500_000_000n }],
      receive: [{ mint: NATIVE_MINT, min: 1_500_000_000n, to: recipient.toBase58() }],
      feesMax: 5_000n,
    };
    const tx = v0([SystemProgram.transfer({ fromPubkey: wallet, toPubkey: recipient, lamports: 1_500_000_000 })]);
    const ok = await check(
      tx,
      {
        pre: { [W]: { lamports: 3_000_000_000 } },
        post: { [W]: { lamports: 1_499_995_000 }, [recipient.toBase58()]: { lamports: 1_500_000_000 } },
      },
      st,
    );
    expect(ok).toMatchObject({ ok: true });
    const short = await check(
      tx,
      {
        pre: { [W]: { lamports: 3_000_000_000 } },
        post: { [W]: { lamports: 1_499_995_000 }, [recipient.toBase58()]: { lamports: 1 } },
      },
      st,
    );
    expect(messageOf(short)).toMatch(/would receive only 0\.000000001 SOL, below the 1\.5 SOL minimum/);
  });

  it('counts wrapped SOL with native SOL', async () => {
    const wsol = key();
    const st: TxStatement = {
      wallet: W,
      send: [{ mint: NATIVE_MINT, max: 500_000_000n }],
      receive: [],
      feesMax: 10_000n,
    };
    const tx = v0([createTransferInstruction(wsol, vaultUsdc, wallet, 1n)]);
    const chain: FakeChain = {
      pre: {
        [W]: { lamports: 1_000_000_000 },
        [wsol.toBase58()]: {
          mint: new PublicKey(NATIVE_MINT),
          owner: wallet,
          amount: 600_000_000n,
        },
      },
      post: {
        [W]: { lamports: 999_995_000 },
        [wsol.toBase58()]: {
          mint: new PublicKey(NATIVE_MINT),
          owner: wallet,
          amount: 0n,
        },
      },
    };
    const r = await check(tx, chain, st);
    expect(kindOf(r)).toBe('refused');
    // The fee is what one signature costs, not the 0.00001 SOL shown: 0.1 SOL beyond.
    expect(messageOf(r)).toMatch(/^It would also send 0\.1 SOL/);
  });
});
