import { Keypair, TransactionInstruction, type VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from '../../engine/pool-layout';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import type { Sandbox } from '../../sandbox';
import { TOKEN_PROGRAM } from '../../world/token';
import { marketMakerFor } from '../routing/market-maker';
import { assembleSwap } from './assemble';
import { compileSwap } from './compile';
import { gasWallet } from './gas-wallet';
import { closeAccount, setCloseAuthority, TOKEN_IX } from './instructions';
import type { AssembledSwap } from './plan';
import { installPoolCosigner } from './pool-cosigner';
import { swapLookupTable } from './lookup-table';
import { TEST_NOW, fundedWallet, openHarness, tokenAmount } from '../../test-harness';
import { aggregatorQuote, ataAmount, pathThrough } from './test-fixture';

let sandbox: Sandbox;
let pool: Pool;
let usdcVault: string;
beforeAll(() => {
  sandbox = openHarness({ seed: 'swap-tx-pool-cosigner', now: TEST_NOW }).sandbox;
  installPoolCosigner(sandbox);
  pool = sandbox.engine.layout.byBase.get(SOL_MINT)!.find((p) => p.quoteMint === USDC_MINT)!;
  usdcVault = sandbox.engine.liquidity.ensureOnChain(pool).quoteVault;
});

/** Compiled like a client would (from the build instructions) and signed by the taker alone. */
function clientSigned(a: AssembledSwap, taker: Keypair): VersionedTransaction {
  const tx = compileSwap(a, {
    blockhash: sandbox.ledger.latestBlockhash().blockhash,
    lookupTables: [swapLookupTable(sandbox).account],
  });
  tx.sign([taker]);
  return tx;
}

/** A copy of a TransferChecked with another amount. */
function withAmount(ix: TransactionInstruction, amount: bigint): TransactionInstruction {
  const data = Buffer.from(ix.data);
  data.writeBigUInt64LE(amount, 1);
  return new TransactionInstruction({ programId: ix.programId, keys: ix.keys, data });
}

const isPayout = (ix: TransactionInstruction) =>
  ix.data[0] === TOKEN_IX.TransferChecked && ix.keys[0]?.pubkey.toBase58() === usdcVault;

function solToUsdc(amount: bigint) {
  const taker = fundedWallet(sandbox, { sol: 2n * amount, tokens: { [USDC_MINT]: 1n } });
  const t = taker.publicKey.toBase58();
  const quote = aggregatorQuote([pathThrough(sandbox.engine, [pool], SOL_MINT, amount)]);
  return { taker, t, quote, a: assembleSwap(sandbox, { quote, taker: t, feePayer: t }) };
}

function refusal(tx: VersionedTransaction): string {
  const result = sandbox.ledger.sendTransaction(tx.serialize());
  expect(result).toMatchObject({ ok: false, err: 'SignatureFailure' });
  return result.ok ? '' : (result.logs[0] ?? '');
}

describe('pool co-signer', () => {
  it('signs an honest client-assembled swap, which lands', () => {
    const { taker, t, quote, a } = solToUsdc(1_000_000_000n);
    const result = sandbox.ledger.sendTransaction(clientSigned(a, taker).serialize());
    expect(result).toMatchObject({ ok: true });
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(1n + quote.outAmount);
  });

  it('refuses a pool paying one unit more than its curve allows', () => {
    const { taker, t, quote, a } = solToUsdc(500_000_000n);
    const before = tokenAmount(sandbox, usdcVault);
    const tampered = { ...a, other: a.other.map((ix) => (isPayout(ix) ? withAmount(ix, quote.outAmount + 1n) : ix)) };
    expect(tampered.other.filter(isPayout)).toHaveLength(1);
    expect(refusal(clientSigned(tampered, taker))).toMatch(/pool co-signer: not signing: .*its curve allows/);
    expect(tokenAmount(sandbox, usdcVault)).toBe(before);
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(1n);
  });

  it('refuses a pool authority asked to close or re-own a vault', () => {
    const { taker, t, a } = solToUsdc(100_000_000n);
    const authority = sandbox.engine.liquidity.authority(pool).publicKey.toBase58();
    const close = { ...a, other: [...a.other, closeAccount(TOKEN_PROGRAM, usdcVault, t, authority)] };
    expect(refusal(clientSigned(close, taker))).toMatch(/only token transfers/);
    const reown = { ...a, other: [...a.other, setCloseAuthority(TOKEN_PROGRAM, usdcVault, authority, t)] };
    expect(refusal(clientSigned(reown, taker))).toMatch(/only token transfers/);
  });

  it('never pays fees, and never signs as the gas wallet', () => {
    const { taker, quote } = solToUsdc(100_000_000n);
    const authority = sandbox.engine.liquidity.authority(pool).publicKey.toBase58();
    const t = taker.publicKey.toBase58();
    const byAuthority = assembleSwap(sandbox, { quote, taker: t, feePayer: authority });
    expect(refusal(clientSigned(byAuthority, taker))).toMatch(/does not pay the fees/);
    const gas = gasWallet(sandbox.world.seed).publicKey.toBase58();
    const gasless = assembleSwap(sandbox, { quote, taker: t, feePayer: gas });
    const result = sandbox.ledger.sendTransaction(clientSigned(gasless, taker).serialize());
    expect(result).toMatchObject({ ok: false, err: 'SignatureFailure' });
  });

  it('signs as the maker at its quote, not above it', () => {
    const maker = marketMakerFor(sandbox.engine);
    const taker = fundedWallet(sandbox, { sol: 1_000_000_000n, tokens: { [USDC_MINT]: 30_000_000n } });
    const t = taker.publicKey.toBase58();
    const quote = maker.quote(USDC_MINT, SOL_MINT, 10_000_000n, sandbox.engine.nowMs())!;
    const fair = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
    const greedy = assembleSwap(sandbox, {
      quote: { ...quote, outAmount: quote.outAmount + 1n },
      taker: t,
      feePayer: t,
    });
    expect(refusal(clientSigned(greedy, taker))).toMatch(/above its quote/);
    expect(sandbox.ledger.sendTransaction(clientSigned(fair, taker).serialize())).toMatchObject({ ok: true });
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(20_000_000n);
  });
});
