import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { refuseMessage } from '../../../lib/tx/authority';
import { policyFor } from '../../../lib/tx/programs';
import { TOKEN_PROGRAM as TOKEN } from '../../../lib/tx/instructions';
import { bytesToBase64 } from '../../../utils/base64';
import { composeOperate } from './compose-operate';
import { wsolAccount } from './wsol';

const owner = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey;
const vault = Keypair.fromSeed(new Uint8Array(32).fill(8)).publicKey.toBase58();
const authority = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey.toBase58();
const blockhash = '11111111111111111111111111111111';

/** A run like the service's: the collateral in (wallet signs), the debt out (the vault's authority signs). */
const run = [
  {
    programId: TOKEN,
    accounts: [
      { pubkey: wsolAccount(owner).toBase58(), isSigner: false, isWritable: true },
      { pubkey: vault, isSigner: false, isWritable: true },
      { pubkey: owner.toBase58(), isSigner: true, isWritable: false },
    ],
    data: 'AwDKmjsAAAAA',
  },
  {
    programId: TOKEN,
    accounts: [
      { pubkey: vault, isSigner: false, isWritable: true },
      { pubkey: owner.toBase58(), isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: 'A4Dw+gIAAAAA',
  },
];

const compose = (over: Partial<Parameters<typeof composeOperate>[0]> = {}) =>
  composeOperate({ owner, response: { instructions: run }, wrap: null, unwrap: false, blockhash, tables: [], ...over });

function programsAndTags(result: ReturnType<typeof composeOperate>) {
  if (!result.ok) throw new Error(result.reason);
  const { message } = result.transaction;
  const keys = message.staticAccountKeys;
  return message.compiledInstructions.map((ix) => `${keys[ix.programIdIndex]?.toBase58().slice(0, 5)}:${ix.data[0]}`);
}

describe('composeOperate', () => {
  it('wrap, then the run unchanged and contiguous; the wallet pays; v0 without lookup tables', () => {
    const result = compose({ wrap: 700_000_000n });
    expect(programsAndTags(result)).toEqual(['AToke:1', '11111:2', 'Token:17', 'Token:3', 'Token:3']);
    if (!result.ok) return;
    const { message } = result.transaction;
    expect(message.version).toBe(0);
    expect(message.addressTableLookups).toEqual([]);
    expect(message.staticAccountKeys[0]?.equals(owner)).toBe(true);
    expect(message.recentBlockhash).toBe(blockhash);
    // The run's bytes are the service's, in its order.
    const tail = message.compiledInstructions.slice(3).map((ix) => bytesToBase64(ix.data));
    expect(tail).toEqual(run.map((ix) => ix.data));
    // The vault's authority stays a signer (the RPC co-signs it, as for `operate`).
    expect(message.header.numRequiredSignatures).toBe(2);
    expect(
      refuseMessage(result.transaction, { wallet: owner.toBase58(), policy: policyFor('lend'), allowNonce: false }),
    ).toBeNull();
  });

  it('the run, then the unwrap (CloseAccount into the wallet)', () => {
    const result = compose({ unwrap: true });
    expect(programsAndTags(result)).toEqual(['Token:3', 'Token:3', 'Token:9']);
    if (!result.ok) return;
    expect(
      refuseMessage(result.transaction, { wallet: owner.toBase58(), policy: policyFor('lend'), allowNonce: false }),
    ).toBeNull();
  });

  it('not composable: a run that syncs or closes the wrapped-SOL account itself, an unreadable or empty run', () => {
    const close = {
      programId: TOKEN,
      accounts: [{ pubkey: wsolAccount(owner).toBase58(), isSigner: false, isWritable: true }],
      data: 'CQ==',
    };
    expect(compose({ response: { instructions: [...run, close] }, unwrap: true }).ok).toBe(false);
    expect(compose({ response: { instructions: [{ ...run[0]!, programId: 'not a key' }] } }).ok).toBe(false);
    expect(compose({ response: { instructions: [] } }).ok).toBe(false);
  });

  it('not composable when it would not fit in one transaction', () => {
    const big = (bytes: number) => ({ ...run[1]!, data: bytesToBase64(new Uint8Array(bytes)) });
    expect(compose({ response: { instructions: [...run, big(750)] }, wrap: 5n })).toMatchObject({
      ok: false,
      reason: 'too large for one transaction',
    });
    expect(compose({ response: { instructions: [...run, big(1300)] } }).ok).toBe(false);
  });
});
