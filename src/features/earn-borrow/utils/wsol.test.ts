import { getAssociatedTokenAddressSync, NATIVE_MINT } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { refuseMessage } from '../../../lib/tx/authority';
import { policyFor } from '../../../lib/tx/programs';
import { buildUnwrap, buildWrap, unwrapInstruction, wrapInstructions, wsolAccount } from './wsol';

const owner = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey;
const blockhash = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 100 };

describe('wrapped SOL transactions', () => {
  it('the account is the associated token account spl-token derives', () => {
    expect(wsolAccount(owner).equals(getAssociatedTokenAddressSync(NATIVE_MINT, owner))).toBe(true);
  });
  it('wrap: create the ATA idempotently, transfer the lamports into it, SyncNative', () => {
    const tx = buildWrap(owner, 1_000_000_000n, blockhash);
    const [create, transfer, sync] = tx.instructions;
    expect(create?.programId.toBase58()).toBe('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
    expect(Array.from(create?.data ?? [])).toEqual([1]);
    expect(create?.keys[1]?.pubkey.equals(wsolAccount(owner))).toBe(true);
    expect(transfer?.keys[1]?.pubkey.equals(wsolAccount(owner))).toBe(true);
    expect(new DataView(Uint8Array.from(transfer?.data ?? []).buffer).getBigUint64(4, true)).toBe(1_000_000_000n);
    expect(Array.from(sync?.data ?? [])).toEqual([17]);
    expect(tx.feePayer?.equals(owner)).toBe(true);
    // The same instructions the composed operate puts before the service's run.
    expect(wrapInstructions(owner, 1_000_000_000n)).toEqual(tx.instructions);
  });
  it('unwrap: CloseAccount pays the wallet itself, which the pre-sign guard allows', () => {
    const tx = buildUnwrap(owner, blockhash);
    const [close] = tx.instructions;
    expect(Array.from(close?.data ?? [])).toEqual([9]);
    expect(close?.keys.map((k) => k.pubkey.toBase58())).toEqual([
      wsolAccount(owner).toBase58(),
      owner.toBase58(),
      owner.toBase58(),
    ]);
    expect(refuseMessage(tx, { wallet: owner.toBase58(), policy: policyFor('lend'), allowNonce: false })).toBeNull();
    expect([unwrapInstruction(owner)]).toEqual(tx.instructions);
  });
});
