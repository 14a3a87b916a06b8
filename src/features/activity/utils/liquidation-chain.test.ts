import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { solPosition } from '../../earn-borrow/utils/borrow-fixtures';
import { findLiquidation } from './liquidation-chain';
import { liquidationEvents } from './position-events';

const vault = Keypair.generate().publicKey;
const owner = Keypair.generate().publicKey;
const position = solPosition(1n, 0n, {
  isLiquidated: true,
  address: Keypair.generate().publicKey.toBase58(),
  ownerAddress: owner.toBase58(),
  vault: { ...solPosition(1n, 0n).vault, address: vault.toBase58() },
});

/** A position's history, newest first: who paid each transaction, whether it failed, its block time. */
function chain(history: { sig: string; payer: typeof vault; err?: unknown; at: number }[]) {
  return {
    getSignaturesForAddress: () =>
      Promise.resolve(
        history.map((h) => ({ signature: h.sig, err: h.err ?? null, blockTime: h.at, slot: 1, memo: null })),
      ),
    getTransaction: (sig: string) => {
      const h = history.find((x) => x.sig === sig);
      return Promise.resolve(
        h ? { blockTime: h.at, transaction: { message: { staticAccountKeys: [h.payer] } } } : null,
      );
    },
  } as unknown as Parameters<typeof findLiquidation>[0];
}

describe('findLiquidation', () => {
  it('is the newest landed transaction the vault paid on the position, with its time in ms', async () => {
    const reader = chain([
      { sig: 'repay', payer: owner, at: 300 },
      { sig: 'failed', payer: vault, err: { InstructionError: [0, 'x'] }, at: 250 },
      { sig: 'liquidation', payer: vault, at: 200 },
      { sig: 'open', payer: owner, at: 100 },
    ]);
    const found = await findLiquidation(reader, position);
    expect(found).toEqual({ signature: 'liquidation', at: 200_000 });
    const [event] = liquidationEvents([position], [], new Map([[position.address, found!]]));
    expect(event).toMatchObject({ at: 200_000, signature: 'liquidation', title: 'Borrow position liquidated' });
  });

  it('is null when only the owner touched the position', async () => {
    expect(await findLiquidation(chain([{ sig: 'open', payer: owner, at: 100 }]), position)).toBeNull();
  });
});
