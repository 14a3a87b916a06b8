import { Keypair, PublicKey } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIP_ACCOUNTS } from '../../../src/api/tx/tip-accounts';
import type { Pool } from '../../engine/pool-layout';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import type { Sandbox } from '../../sandbox';
import { TOKEN_PROGRAM } from '../../world/token';
import { TOKEN_ACCOUNT_SIZE } from '../../world/token-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { assembleSwap } from './assemble';
import { ataOf } from './builder';
import { gasWallet } from './gas-wallet';
import { AssembleError } from './plan';
import { LAMPORTS, TEST_NOW, fundedWallet, openHarness, tokenAmount } from '../../test-harness';
import { aggregatorQuote, ataAmount, land, pathThrough } from './test-fixture';

const SOL = 1_000_000_000n;
let sandbox: Sandbox;
let solUsdc: Pool;
let jupUsdc: Pool;
const rent = () => sandbox.ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE);
const lamports = (address: string) => sandbox.ledger.getBalance(address);
const address = (k: Keypair) => k.publicKey.toBase58();

beforeAll(() => {
  sandbox = openHarness({ seed: 'swap-tx-options', now: TEST_NOW }).sandbox;
  const { layout } = sandbox.engine;
  solUsdc = (layout.byBase.get(SOL_MINT) ?? []).find((p) => p.quoteMint === USDC_MINT)!;
  jupUsdc = (layout.byBase.get(WELL_KNOWN_MINTS.JUP) ?? []).find((p) => p.quoteMint === USDC_MINT)!;
});

const usdcToSol = (amount: bigint) => aggregatorQuote([pathThrough(sandbox.engine, [solUsdc], USDC_MINT, amount)]);
const solToUsdc = (amount: bigint) => aggregatorQuote([pathThrough(sandbox.engine, [solUsdc], SOL_MINT, amount)]);

describe('assembleSwap: receiver', () => {
  it('native SOL output reaches the receiver wallet exactly; the taker pays only the fee', () => {
    const taker = fundedWallet(sandbox, { sol: SOL / 10n, tokens: { [USDC_MINT]: 100_000_000n } });
    const receiver = address(Keypair.generate());
    const quote = usdcToSol(100_000_000n);
    const a = assembleSwap(sandbox, { quote, taker: address(taker), receiver, feePayer: address(taker) });
    expect(a.output).toEqual({ owner: receiver, account: receiver, native: true });
    const { baseVault, quoteVault } = sandbox.engine.liquidity.ensureOnChain(solUsdc);
    const before = {
      sol: lamports(address(taker)),
      wsol: tokenAmount(sandbox, baseVault),
      usdc: tokenAmount(sandbox, quoteVault),
    };

    const record = land(sandbox, a, [taker]);

    expect(lamports(receiver)).toBe(quote.outAmount);
    expect(lamports(address(taker))).toBe(before.sol - record.meta.fee);
    expect(ataAmount(sandbox, address(taker), USDC_MINT)).toBe(0n);
    expect(tokenAmount(sandbox, baseVault)).toBe(before.wsol - quote.outAmount);
    expect(tokenAmount(sandbox, quoteVault)).toBe(before.usdc + quote.inAmount);
  });

  it('token output goes to the receiver’s associated account, created at the fee payer’s expense', () => {
    const taker = fundedWallet(sandbox, { sol: 10n * LAMPORTS });
    const receiver = address(Keypair.generate());
    const quote = solToUsdc(SOL / 2n);
    const a = assembleSwap(sandbox, { quote, taker: address(taker), receiver, feePayer: address(taker) });
    const sol = lamports(address(taker));

    const record = land(sandbox, a, [taker]);

    expect(ataAmount(sandbox, receiver, USDC_MINT)).toBe(quote.outAmount);
    expect(ataAmount(sandbox, address(taker), USDC_MINT)).toBe(0n);
    expect(a.rentLamports).toBe(rent());
    expect(lamports(address(taker))).toBe(sol - quote.inAmount - record.meta.fee - rent());
  });
});

describe('assembleSwap: fees and tip', () => {
  it('a fee in the input mint comes from the taker into the fee owner’s new account', () => {
    const taker = fundedWallet(sandbox, { sol: SOL / 10n, tokens: { [USDC_MINT]: 10_000_000n } });
    const owner = address(Keypair.generate());
    const quote = usdcToSol(9_900_000n);
    const fee = { mint: USDC_MINT, amount: 100_000n, owner };
    const a = assembleSwap(sandbox, { quote, taker: address(taker), feePayer: address(taker), fee });
    expect(a.totalInputAmount).toBe(10_000_000n);
    expect(a.createdAccounts).toEqual([ataOf(owner, USDC_MINT, TOKEN_PROGRAM)]);
    const sol = lamports(address(taker));

    const record = land(sandbox, a, [taker]);

    expect(ataAmount(sandbox, address(taker), USDC_MINT)).toBe(0n);
    expect(ataAmount(sandbox, owner, USDC_MINT)).toBe(100_000n);
    expect(lamports(address(taker))).toBe(sol + quote.outAmount - record.meta.fee - rent());
  });

  it('a fee in the output mint is paid by the pool vault; the taker gets the rest', () => {
    const taker = fundedWallet(sandbox, { sol: 2n * SOL, tokens: { [USDC_MINT]: 1n } });
    const owner = fundedWallet(sandbox, { sol: 0n, tokens: { [USDC_MINT]: 5n } });
    const quote = solToUsdc(SOL);
    const feeAmount = quote.outAmount / 100n;
    const fee = { mint: USDC_MINT, amount: feeAmount, owner: address(owner) };
    const a = assembleSwap(sandbox, { quote, taker: address(taker), feePayer: address(taker), fee });
    expect(a.totalOutputAmount).toBe(quote.outAmount - feeAmount);
    const vault = sandbox.engine.liquidity.ensureOnChain(solUsdc).quoteVault;
    const before = tokenAmount(sandbox, vault);

    land(sandbox, a, [taker]);

    expect(ataAmount(sandbox, address(taker), USDC_MINT)).toBe(1n + quote.outAmount - feeAmount);
    expect(ataAmount(sandbox, address(owner), USDC_MINT)).toBe(5n + feeAmount);
    expect(tokenAmount(sandbox, vault)).toBe(before - quote.outAmount);
  });

  it('SOL fees: wrapped with the input and paid from the wSOL account, or paid in wSOL out of the SOL vault', () => {
    const taker = fundedWallet(sandbox, { sol: 3n * SOL, tokens: { [USDC_MINT]: 50_000_000n } });
    const owner = address(Keypair.generate());
    const t = address(taker);
    const sell = solToUsdc(SOL);
    const inFee = { mint: SOL_MINT, amount: 5_000_000n, owner };
    const a = assembleSwap(sandbox, { quote: sell, taker: t, feePayer: t, fee: inFee });
    const sol = lamports(t);
    const first = land(sandbox, a, [taker]);
    expect(lamports(t)).toBe(sol - SOL - 5_000_000n - first.meta.fee - rent());
    expect(ataAmount(sandbox, owner, SOL_MINT)).toBe(5_000_000n);

    const buy = usdcToSol(50_000_000n);
    const outFee = { mint: SOL_MINT, amount: buy.outAmount / 200n, owner };
    const b = assembleSwap(sandbox, { quote: buy, taker: t, feePayer: t, fee: outFee });
    expect(b.rentLamports).toBe(0n);
    const vault = sandbox.engine.liquidity.ensureOnChain(solUsdc).baseVault;
    const before = { sol: lamports(t), vault: tokenAmount(sandbox, vault) };
    const second = land(sandbox, b, [taker]);
    expect(lamports(t)).toBe(before.sol + buy.outAmount - outFee.amount - second.meta.fee);
    expect(ataAmount(sandbox, owner, SOL_MINT)).toBe(5_000_000n + outFee.amount);
    expect(tokenAmount(sandbox, vault)).toBe(before.vault - buy.outAmount);
  });

  it('a tip is a plain transfer from the fee payer to a tip account', () => {
    const taker = fundedWallet(sandbox, { sol: 2n * SOL, tokens: { [USDC_MINT]: 1n } });
    const quote = solToUsdc(SOL / 4n);
    const tip = { lamports: 1_000_000n };
    const a = assembleSwap(sandbox, {
      quote,
      taker: address(taker),
      feePayer: address(taker),
      tip,
      random: () => 0.99,
    });
    const tipAccount = TIP_ACCOUNTS[15];
    expect(a.tip?.keys.map((k) => k.pubkey.toBase58())).toEqual([address(taker), tipAccount]);
    const before = { taker: lamports(address(taker)), tip: lamports(tipAccount) };

    const record = land(sandbox, a, [taker]);

    expect(lamports(tipAccount)).toBe(before.tip + 1_000_000n);
    expect(lamports(address(taker))).toBe(before.taker - quote.inAmount - record.meta.fee - 1_000_000n);
  });
});

describe('assembleSwap: fee payers and accounts', () => {
  it('the gas wallet pays fees and rent for a taker without SOL', () => {
    const taker = fundedWallet(sandbox, { sol: 0n, tokens: { [USDC_MINT]: 20_000_000n } });
    const gas = address(gasWallet(sandbox.world.seed));
    const quote = aggregatorQuote([pathThrough(sandbox.engine, [jupUsdc], USDC_MINT, 20_000_000n)]);
    const a = assembleSwap(sandbox, { quote, taker: address(taker), feePayer: gas, priorityFeeLamports: 50_000n });
    expect(a.signers[0]).toBe(gas);
    expect(a.sandboxSigners.map(address)).toContain(gas);
    expect(a.priorityFeeLamports).toBeLessThanOrEqual(50_000n);
    const before = lamports(gas);

    const record = land(sandbox, a, [taker]);

    expect(lamports(address(taker))).toBe(0n);
    expect(ataAmount(sandbox, address(taker), WELL_KNOWN_MINTS.JUP)).toBe(quote.outAmount);
    expect(lamports(gas)).toBe(before - record.meta.fee - rent());
  });

  it('gasless SOL output: the gas wallet opens and closes the wSOL account and hands the taker exactly the output', () => {
    const taker = fundedWallet(sandbox, { sol: 0n, tokens: { [USDC_MINT]: 30_000_000n } });
    const gas = address(gasWallet(sandbox.world.seed));
    const quote = usdcToSol(30_000_000n);
    const a = assembleSwap(sandbox, { quote, taker: address(taker), feePayer: gas });
    expect(a.rentLamports).toBe(0n);
    const before = lamports(gas);

    const record = land(sandbox, a, [taker]);

    expect(lamports(address(taker))).toBe(quote.outAmount);
    expect(lamports(gas)).toBe(before - record.meta.fee);
  });

  it('closeAuthority is set on the taker’s new output account', () => {
    const taker = fundedWallet(sandbox, { sol: 10n * LAMPORTS });
    const closer = address(Keypair.generate());
    const a = assembleSwap(sandbox, {
      quote: solToUsdc(SOL / 10n),
      taker: address(taker),
      feePayer: address(taker),
      closeAuthority: closer,
    });
    land(sandbox, a, [taker]);
    const data = sandbox.ledger.getAccount(ataOf(address(taker), USDC_MINT, TOKEN_PROGRAM))!.data;
    // COption<Pubkey> close_authority at offset 129 of the token account layout.
    expect(new DataView(data.buffer, data.byteOffset).getUint32(129, true)).toBe(1);
    expect(new PublicKey(data.subarray(133, 165)).toBase58()).toBe(closer);
  });

  it('destinationTokenAccount receives the output as is (no creation)', () => {
    const taker = fundedWallet(sandbox, { sol: 10n * LAMPORTS });
    const holder = fundedWallet(sandbox, { sol: 0n, tokens: { [USDC_MINT]: 7n } });
    const destination = ataOf(address(holder), USDC_MINT, TOKEN_PROGRAM);
    const quote = solToUsdc(SOL / 10n);
    const a = assembleSwap(sandbox, {
      quote,
      taker: address(taker),
      feePayer: address(taker),
      destinationTokenAccount: destination,
    });
    expect(a.createdAccounts).toEqual([]);
    land(sandbox, a, [taker]);
    expect(tokenAmount(sandbox, destination)).toBe(7n + quote.outAmount);
  });

  it('wrapAndUnwrapSol false spends and receives wrapped SOL', () => {
    const taker = fundedWallet(sandbox, { sol: SOL / 10n, tokens: { [SOL_MINT]: SOL, [USDC_MINT]: 10_000_000n } });
    const t = address(taker);
    const sell = assembleSwap(sandbox, { quote: solToUsdc(SOL / 2n), taker: t, feePayer: t, wrapAndUnwrapSol: false });
    expect(sell.setup).toHaveLength(0);
    expect(sell.cleanup).toBeNull();
    land(sandbox, sell, [taker]);
    expect(ataAmount(sandbox, t, SOL_MINT)).toBe(SOL / 2n);
    const buy = usdcToSol(10_000_000n);
    land(sandbox, assembleSwap(sandbox, { quote: buy, taker: t, feePayer: t, wrapAndUnwrapSol: false }), [taker]);
    expect(ataAmount(sandbox, t, SOL_MINT)).toBe(SOL / 2n + buy.outAmount);
  });
});

describe('assembleSwap: refused plans', () => {
  it('names the contradiction', () => {
    const t = address(fundedWallet(sandbox, { sol: SOL }));
    const quote = solToUsdc(SOL / 10n);
    const plan = { quote, taker: t, feePayer: t };
    expect(() => assembleSwap(sandbox, { ...plan, nativeDestinationAccount: t })).toThrow(AssembleError);
    expect(() => assembleSwap(sandbox, { ...plan, fee: { mint: WELL_KNOWN_MINTS.JUP, amount: 1n, owner: t } })).toThrow(
      /neither the input nor the output/,
    );
    const noUsdc = address(Keypair.generate());
    expect(() => assembleSwap(sandbox, { quote: usdcToSol(5n), taker: noUsdc, feePayer: noUsdc })).toThrow(
      /no token account for the input mint/,
    );
  });
});
