import { AddressLookupTableAccount } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import { assembleSwap } from './assemble';
import { compileSwap } from './compile';
import { ADDRESS_LOOKUP_TABLE_PROGRAM } from './instructions';
import { swapLookupTable } from './lookup-table';
import { LAMPORTS, TEST_NOW, fundedWallet, openHarness } from '../../test-harness';
import { aggregatorQuote, pathThrough } from './test-fixture';

describe('swapLookupTable', () => {
  it('is a real table on the ledger that v0 swaps load their vaults and mints from', () => {
    const sandbox = openHarness({ seed: 'swap-tx-alt', now: TEST_NOW }).sandbox;
    const table = swapLookupTable(sandbox);
    expect(table.addresses.length).toBeLessThanOrEqual(256);
    expect(new Set(table.addresses).size).toBe(table.addresses.length);
    const account = sandbox.ledger.getAccount(table.address)!;
    expect(account.owner).toBe(ADDRESS_LOOKUP_TABLE_PROGRAM);
    expect(AddressLookupTableAccount.deserialize(account.data).addresses.map((k) => k.toBase58())).toEqual(
      table.addresses,
    );

    const pool = sandbox.engine.layout.byBase.get(SOL_MINT)!.find((p) => p.quoteMint === USDC_MINT)!;
    const { baseVault, quoteVault } = sandbox.engine.layout.vaults(pool);
    expect(table.addresses).toEqual(expect.arrayContaining([SOL_MINT, USDC_MINT, baseVault, quoteVault]));
    const taker = fundedWallet(sandbox, { sol: 10n * LAMPORTS });
    const t = taker.publicKey.toBase58();
    const quote = aggregatorQuote([pathThrough(sandbox.engine, [pool], SOL_MINT, 100_000_000n)]);
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
    const { blockhash } = sandbox.ledger.latestBlockhash();
    const tx = compileSwap(a, { blockhash, lookupTables: [table.account] });
    const plain = compileSwap(a, { blockhash });
    expect(tx.message.addressTableLookups.map((l) => l.accountKey.toBase58())).toEqual([table.address]);
    expect(tx.serialize().length).toBeLessThan(plain.serialize().length);
    tx.sign([taker, ...a.sandboxSigners]);

    const sent = sandbox.ledger.sendTransaction(tx.serialize());
    expect(sent).toMatchObject({ ok: true });
    const record = sandbox.ledger.getTransaction(sent.signature)!;
    expect(record.meta.err).toBeNull();
    expect(record.meta.loadedAddresses.writable.sort()).toEqual([baseVault, quoteVault].sort());
    expect(record.meta.loadedAddresses.readonly).toEqual(expect.arrayContaining([SOL_MINT, USDC_MINT]));
  });

  it('is written again after a reset wiped the ledger', () => {
    const sandbox = openHarness({ seed: 'swap-tx-alt-reset', now: TEST_NOW }).sandbox;
    const { address } = swapLookupTable(sandbox);
    sandbox.reset();
    expect(sandbox.ledger.getAccount(address)).toBeNull();
    expect(swapLookupTable(sandbox).address).toBe(address);
    expect(sandbox.ledger.getAccount(address)?.owner).toBe(ADDRESS_LOOKUP_TABLE_PROGRAM);
  });
});
