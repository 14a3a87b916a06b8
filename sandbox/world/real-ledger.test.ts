import {
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { hashBytes } from './address';
import { walletBalances } from './balances';
import { associatedTokenAddress, FundError, fundWallet, STARTER_PACK } from './fund';
import { seedLedger } from './seed-ledger';
import { splAccount, splMint } from './spl-decode';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
import { TOKEN_2022_ATA_SIZE } from './token-layout';
import { WELL_KNOWN_MINTS } from './well-known';
import { buildWorld } from './world';

const world = buildWorld('real-ledger-test', { generatedCount: 300 });
const USDC = WELL_KNOWN_MINTS.USDC;
const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const keypair = (name: string) => Keypair.fromSeed(hashBytes('real-ledger-test', name));

function send(ledger: Ledger, payer: Keypair, ixs: TransactionInstruction[]) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: ixs,
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return ledger.sendTransaction(tx.serialize());
}

const tokenAmount = (ledger: Ledger, ata: string) => splAccount(ata, ledger.getAccount(ata)!).amount;
const supply = (ledger: Ledger, mint: string) => splMint(mint, ledger.getAccount(mint)!).supply;

/** The world on the real litesvm ledger: what the unit tests check on the fake, proven by the SPL programs. */
describe('the world on the real Ledger', () => {
  const ledger = Ledger.create();
  const started = performance.now();
  const seeded = seedLedger(ledger, world);
  console.info(`seedLedger: ${seeded.written} mints on litesvm in ${(performance.now() - started).toFixed(1)} ms`);
  const alice = keypair('alice');
  const bob = keypair('bob');
  const a = alice.publicKey.toBase58();
  const b = bob.publicKey.toBase58();
  fundWallet(ledger, world, a, {
    ...STARTER_PACK,
    tokens: { ...STARTER_PACK.tokens, [PYUSD]: 5_000_000n, [NATIVE_MINT]: 2_000_000_000n },
  });
  fundWallet(ledger, world, b, { sol: 1_000_000_000n });

  it('seeds every mint (wrapped SOL included: this runtime has no native mint of its own)', () => {
    expect(seeded.written).toBe(world.tokens.length);
    for (const token of world.tokens)
      expect(supply(ledger, token.id), token.symbol).toBeGreaterThanOrEqual(token.totalSupply);
    expect(ledger.getAccount(NATIVE_MINT)!.owner).toBe(TOKEN_PROGRAM);
  });

  it('funds the starter pack: SOL by airdrop, tokens in associated accounts the wallet can see', () => {
    const balances = walletBalances(ledger, world, a);
    expect(balances.lamports).toBe('10000000000');
    const amounts = Object.fromEntries(balances.tokens.map((t) => [t.symbol, t.amount]));
    expect(amounts).toEqual({
      USDC: '1000000000',
      USDT: '500000000',
      JUP: '2000000000',
      Bonk: '500000000000',
      JupUSD: '500000000',
      PYUSD: '5000000',
      SOL: '2000000000',
    });
  });

  it('moves funded USDC with a real SPL transferChecked into an ATA the ATA program creates', () => {
    const aAta = associatedTokenAddress(USDC, a, TOKEN_PROGRAM);
    const bAta = associatedTokenAddress(USDC, b, TOKEN_PROGRAM);
    const before = supply(ledger, USDC);
    const usdc = new PublicKey(USDC);
    const result = send(ledger, alice, [
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, new PublicKey(bAta), bob.publicKey, usdc),
      // Idempotent creation of Alice's own ATA must accept the account the world wrote.
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, new PublicKey(aAta), alice.publicKey, usdc),
      createTransferCheckedInstruction(
        new PublicKey(aAta),
        usdc,
        new PublicKey(bAta),
        alice.publicKey,
        250_000_000n,
        6,
      ),
    ]);
    expect(result).toMatchObject({ ok: true });
    expect(tokenAmount(ledger, aAta)).toBe(750_000_000n);
    expect(tokenAmount(ledger, bAta)).toBe(250_000_000n);
    expect(supply(ledger, USDC)).toBe(before);
  });

  it('moves Token-2022 PYUSD, and the ATA program makes accounts the same size the world does', () => {
    const aAta = associatedTokenAddress(PYUSD, a, TOKEN_2022_PROGRAM);
    const bAta = associatedTokenAddress(PYUSD, b, TOKEN_2022_PROGRAM);
    const pyusd = new PublicKey(PYUSD);
    const result = send(ledger, alice, [
      createAssociatedTokenAccountIdempotentInstruction(
        alice.publicKey,
        new PublicKey(bAta),
        bob.publicKey,
        pyusd,
        TOKEN_2022_PROGRAM_ID,
      ),
      createTransferCheckedInstruction(
        new PublicKey(aAta),
        pyusd,
        new PublicKey(bAta),
        alice.publicKey,
        1_250_000n,
        6,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    ]);
    expect(result).toMatchObject({ ok: true });
    expect(ledger.getAccount(bAta)!.data).toHaveLength(TOKEN_2022_ATA_SIZE);
    expect(ledger.getAccount(aAta)!.data).toHaveLength(TOKEN_2022_ATA_SIZE);
    expect(tokenAmount(ledger, aAta)).toBe(3_750_000n);
    expect(tokenAmount(ledger, bAta)).toBe(1_250_000n);
  });

  it('unwraps funded wrapped SOL: closing the native account returns rent + amount as lamports', () => {
    const ata = associatedTokenAddress(NATIVE_MINT, a, TOKEN_PROGRAM);
    const held = ledger.getAccount(ata)!.lamports;
    const before = ledger.getAccount(a)!.lamports;
    const result = send(ledger, alice, [
      createCloseAccountInstruction(new PublicKey(ata), alice.publicKey, alice.publicKey, [], TOKEN_PROGRAM_ID),
    ]);
    expect(result.ok).toBe(true);
    expect(ledger.getAccount(ata)).toBeNull();
    expect(ledger.getAccount(a)!.lamports).toBe(before + held - 5000n);
  });

  it('refuses an airdrop that would leave a new account below rent exemption, before anything is sent', () => {
    const d = keypair('dave').publicKey.toBase58();
    expect(() => fundWallet(ledger, world, d, { sol: 1_000n })).toThrow(FundError);
    expect(ledger.getAccount(d)).toBeNull();
  });

  it('tops up on the real ledger too: funding twice adds up, supply follows', () => {
    const ata = associatedTokenAddress(WELL_KNOWN_MINTS.JUP, b, TOKEN_PROGRAM);
    const before = supply(ledger, WELL_KNOWN_MINTS.JUP);
    fundWallet(ledger, world, b, { tokens: { [WELL_KNOWN_MINTS.JUP]: 3n } });
    fundWallet(ledger, world, b, { tokens: { [WELL_KNOWN_MINTS.JUP]: 4n } });
    expect(tokenAmount(ledger, ata)).toBe(7n);
    expect(supply(ledger, WELL_KNOWN_MINTS.JUP)).toBe(before + 7n);
  });

  it('airdrops the same SOL amount twice in one slot (each funding is its own transaction)', () => {
    const c = keypair('carol').publicKey.toBase58();
    fundWallet(ledger, world, c, { sol: 1_000_000_000n });
    fundWallet(ledger, world, c, { sol: 1_000_000_000n });
    expect(ledger.getAccount(c)?.lamports).toBe(2_000_000_000n);
  });
});
