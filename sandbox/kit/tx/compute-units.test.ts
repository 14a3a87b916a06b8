import { createHash } from 'node:crypto';
import { Keypair, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../world/address';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../world/token';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { ataWithBump } from './builder';
import { estimateComputeUnits } from './compute-units';
import { createAtaIdempotent, setComputeUnitLimit } from './instructions';
import { TEST_NOW, openHarness } from '../../test-harness';

const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';

/** A deterministic owner whose associated account for `mint` sits `misses` bumps below 255. */
function ownerWithBumpMisses(mint: Address, program: Address, misses: number): Keypair {
  for (let i = 0; ; i++) {
    const seed = createHash('sha256')
      .update(`owner-${String(misses)}-${String(i)}`)
      .digest();
    const owner = Keypair.fromSeed(seed);
    if (ataWithBump(owner.publicKey.toBase58(), mint, program).bump === 255 - misses) return owner;
  }
}

describe('estimateComputeUnits', () => {
  const sandbox = openHarness({ seed: 'compute-units', now: TEST_NOW }).sandbox;
  const payer = Keypair.generate();
  sandbox.ledger.airdrop(payer.publicKey.toBase58(), 10_000_000_000n);

  /** Lands a create of the owner's account under the estimated limit; returns the limit and the units used. */
  function createUnder(mint: Address, program: Address, owner: Keypair) {
    const address = owner.publicKey.toBase58();
    const ix = createAtaIdempotent(
      payer.publicKey.toBase58(),
      ataWithBump(address, mint, program).address,
      address,
      mint,
      program,
    );
    const limit = estimateComputeUnits([ix], false);
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: sandbox.ledger.latestBlockhash().blockhash,
      instructions: [setComputeUnitLimit(limit), ix],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const sent = sandbox.ledger.sendTransaction(tx.serialize());
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    const used = Number(sandbox.ledger.getTransaction(sent.signature)?.meta.computeUnitsConsumed);
    return { limit, used };
  }

  it.each([
    ['Token', WELL_KNOWN_MINTS.USDC, TOKEN_PROGRAM],
    ['Token-2022', PYUSD, TOKEN_2022_PROGRAM],
  ])(
    'covers creating a %s account whatever its bump, without charging every owner for the worst',
    (_, mint, program) => {
      const lucky = createUnder(mint, program, ownerWithBumpMisses(mint, program, 0));
      const unlucky = createUnder(mint, program, ownerWithBumpMisses(mint, program, 6));
      // Each bump the program tries costs 1,500 units; a flat estimate ran out at four or five misses. The owners are
      // random, and base58 work in the program's logs varies by a few units with the key.
      expect(Math.abs(unlucky.used - lucky.used - 6 * 1_500)).toBeLessThan(100);
      expect(unlucky.used).toBeLessThanOrEqual(unlucky.limit);
      expect(lucky.limit).toBeLessThan(unlucky.limit);
      expect(lucky.limit).toBeLessThan(lucky.used * 1.5);
    },
  );
});
