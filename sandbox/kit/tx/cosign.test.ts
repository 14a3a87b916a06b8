import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import type { Sandbox } from '../../sandbox';
import { assembleSwap } from './assemble';
import { compileSwap } from './compile';
import { cosign, cosignWire, messageMatches, missingSigners, takerSignatureValid, wireLayout } from './cosign';
import { swapLookupTable } from './lookup-table';
import type { AssembledSwap } from './plan';
import { LAMPORTS, TEST_NOW, fundedWallet, openHarness } from '../../test-harness';
import { aggregatorQuote, ataAmount, pathThrough } from './test-fixture';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = openHarness({ seed: 'swap-tx-cosign', now: TEST_NOW }).sandbox;
});

/** A two-pool split (two pool authorities besides the taker), signed by the taker only. */
function takerSigned(): { taker: Keypair; a: AssembledSwap; tx: VersionedTransaction; message: Uint8Array } {
  const taker = fundedWallet(sandbox, { sol: 10n * LAMPORTS });
  const t = taker.publicKey.toBase58();
  const pools = sandbox.engine.layout.byBase.get(SOL_MINT)!.filter((p) => p.quoteMint === USDC_MINT);
  const quote = aggregatorQuote([
    pathThrough(sandbox.engine, [pools[0]!], SOL_MINT, 300_000_000n, 5_000),
    pathThrough(sandbox.engine, [pools[1]!], SOL_MINT, 300_000_000n, 5_000),
  ]);
  const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
  const tx = compileSwap(a, {
    blockhash: sandbox.ledger.latestBlockhash().blockhash,
    lookupTables: [swapLookupTable(sandbox).account],
  });
  const message = tx.message.serialize();
  tx.sign([taker]);
  return { taker, a, tx, message };
}

describe('execute helpers', () => {
  it('check the message and the taker signature, then co-sign so the swap lands', () => {
    const { taker, a, tx, message } = takerSigned();
    const t = taker.publicKey.toBase58();
    const wire = tx.serialize();
    expect(messageMatches(wire, message)).toBe(true);
    expect(messageMatches(tx, message)).toBe(true);
    expect(takerSignatureValid(wire, t)).toBe(true);
    expect(takerSignatureValid(tx, t)).toBe(true);
    expect(a.sandboxSigners).toHaveLength(2);
    // Not fully signed yet: the pool authority's signature is missing.
    const layout = wireLayout(wire);
    if (!layout) throw new Error('not a transaction');
    expect(missingSigners(wire, layout)).toHaveLength(a.sandboxSigners.length);

    const signed = cosignWire(wire, a.sandboxSigners);
    const byWeb3 = VersionedTransaction.deserialize(wire);
    byWeb3.sign([...a.sandboxSigners]);
    expect(signed).toEqual(byWeb3.serialize());
    expect(sandbox.ledger.sendTransaction(signed)).toMatchObject({ ok: true });
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(a.totalOutputAmount);
  });

  it('refuse a tampered message, another taker and a forged signature', () => {
    const { taker, tx, message } = takerSigned();
    const t = taker.publicKey.toBase58();
    const wire = tx.serialize();
    const tampered = Uint8Array.from(wire);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(messageMatches(tampered, message)).toBe(false);
    expect(takerSignatureValid(tampered, t)).toBe(false);
    expect(messageMatches(wire.subarray(0, wire.length - 1), message)).toBe(false);
    expect(takerSignatureValid(wire, Keypair.generate().publicKey.toBase58())).toBe(false);
    expect(takerSignatureValid(wire, 'not-an-address')).toBe(false);
    const forged = Uint8Array.from(wire);
    forged[1] = (forged[1] ?? 0) ^ 0xff;
    expect(takerSignatureValid(forged, t)).toBe(false);
    expect(takerSignatureValid(new Uint8Array(3), t)).toBe(false);
  });

  it('cosign fills the VersionedTransaction in place and refuses a key that is not a signer', () => {
    const { a, tx } = takerSigned();
    expect(cosign(tx, a.sandboxSigners)).toBe(tx);
    expect(tx.signatures.every((s) => s.some((b) => b !== 0))).toBe(true);
    expect(() => cosign(tx, [Keypair.generate()])).toThrow(/not a signer/);
    expect(sandbox.ledger.sendTransaction(tx.serialize())).toMatchObject({ ok: true });
  });
});
