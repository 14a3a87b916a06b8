import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { fundedWallet, land } from '../test-harness';
import { createMint, harness, legacyTx, mintToOwner, randomSignature, transferIx, v0Tx } from './rpc-test-kit';

function setup() {
  const h = harness();
  const payer = fundedWallet(h.ledger, { sol: 2_000_000_000n });
  const to = Keypair.generate().publicKey;
  return { ...h, payer, to };
}

type Status = { slot: number; confirmations: number | null; confirmationStatus: string; err: unknown; status: unknown };

describe('getSignatureStatuses', () => {
  it('reports confirmed at once, finalized 32 slots later, and null for unknown signatures', async () => {
    const { call, ledger, payer, to } = setup();
    const signature = land(ledger, legacyTx(ledger, payer, [transferIx(payer.publicKey, to, 1_000_000)]));
    const landedAt = ledger.slot;
    ledger.advanceSlots(2);
    const first = await call<{ value: (Status | null)[] }>('getSignatureStatuses', [[signature, randomSignature()]]);
    expect(first.value).toEqual([
      { slot: landedAt, confirmations: 2, confirmationStatus: 'confirmed', err: null, status: { Ok: null } },
      null,
    ]);
    ledger.advanceSlots(30);
    const later = await call<{ value: Status[] }>('getSignatureStatuses', [[signature]]);
    expect(later.value[0]).toMatchObject({ confirmations: null, confirmationStatus: 'finalized' });
  });

  it('shows a failed transaction with its error in err and status.Err', async () => {
    const { call, ledger, payer, to } = setup();
    const wire = legacyTx(ledger, payer, [transferIx(payer.publicKey, to, 9_000_000_000)]);
    const signature = ledger.sendTransaction(wire, { skipPreflight: true }).signature;
    const err = { InstructionError: [0, { Custom: 1 }] };
    expect(await call('getSignatureStatuses', [[signature]])).toMatchObject({ value: [{ err, status: { Err: err } }] });
  });

  it('forgets statuses older than the status cache unless searchTransactionHistory is set', async () => {
    const { call, fail, ledger, payer, to } = setup();
    const signature = land(ledger, legacyTx(ledger, payer, [transferIx(payer.publicKey, to, 1_000_000)]));
    ledger.advanceSlots(301);
    expect(await call('getSignatureStatuses', [[signature]])).toMatchObject({ value: [null] });
    expect(await call('getSignatureStatuses', [[signature], { searchTransactionHistory: true }])).toMatchObject({
      value: [{ confirmationStatus: 'finalized' }],
    });
    const tooMany = Array.from({ length: 257 }, randomSignature);
    expect((await fail('getSignatureStatuses', [tooMany])).message).toBe(
      'Invalid params: Too many inputs provided; max 256',
    );
    expect((await fail('getSignatureStatuses', [['abc']])).message).toMatch(
      /^Invalid params: signatures\[0\] \(params\[0\]\[0\]\)/,
    );
  });
});

describe('getTransaction', () => {
  it('encodes a legacy transaction as json with its meta, and leaves version out unless asked', async () => {
    const { call, ledger, payer, to } = setup();
    const wire = legacyTx(ledger, payer, [transferIx(payer.publicKey, to, 1_000_000)]);
    const signature = land(ledger, wire);
    const tx = await call<Record<string, unknown>>('getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(tx).toEqual({
      slot: ledger.slot,
      blockTime: expect.any(Number) as number,
      meta: {
        computeUnitsConsumed: 150,
        err: null,
        fee: 5000,
        innerInstructions: [],
        loadedAddresses: { readonly: [], writable: [] },
        logMessages: [
          'Program 11111111111111111111111111111111 invoke [1]',
          'Program 11111111111111111111111111111111 success',
        ],
        postBalances: [2_000_000_000 - 1_005_000, 1_000_000, 1],
        postTokenBalances: [],
        preBalances: [2_000_000_000, 0, 1],
        preTokenBalances: [],
        rewards: [],
        status: { Ok: null },
      },
      transaction: {
        message: {
          accountKeys: [payer.publicKey.toBase58(), to.toBase58(), '11111111111111111111111111111111'],
          header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
          instructions: [
            { accounts: [0, 1], data: expect.any(String) as string, programIdIndex: 2, stackHeight: null },
          ],
          recentBlockhash: ledger.latestBlockhash().blockhash,
        },
        signatures: [signature],
      },
    });
    const versioned = await call('getTransaction', [
      signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect(versioned).toMatchObject({ version: 'legacy' });
  });

  it('refuses a v0 transaction without maxSupportedTransactionVersion with the real -32015', async () => {
    const { call, fail, ledger, payer, to } = setup();
    const signature = land(ledger, v0Tx(ledger, payer, [transferIx(payer.publicKey, to, 1_000_000)]));
    expect(await fail('getTransaction', [signature, { commitment: 'confirmed' }])).toEqual({
      code: -32015,
      message:
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    });
    const tx = await call<{ version: number; transaction: { message: Record<string, unknown> } }>('getTransaction', [
      signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect(tx.version).toBe(0);
    expect(tx.transaction.message.addressTableLookups).toEqual([]);
  });

  it('gives the wire bytes for base64 and base58, and annotated keys for jsonParsed', async () => {
    const { call, ledger, payer, to } = setup();
    const wire = legacyTx(ledger, payer, [transferIx(payer.publicKey, to, 1_000_000)]);
    const signature = land(ledger, wire);
    const config = { commitment: 'confirmed' };
    expect(await call('getTransaction', [signature, { ...config, encoding: 'base64' }])).toMatchObject({
      transaction: [wire.toString('base64'), 'base64'],
    });
    expect(await call('getTransaction', [signature, { ...config, encoding: 'base58' }])).toMatchObject({
      transaction: [bs58.encode(wire), 'base58'],
    });
    const parsed = await call<{ transaction: { message: Record<string, unknown> }; meta: Record<string, unknown> }>(
      'getTransaction',
      [signature, { ...config, encoding: 'jsonParsed' }],
    );
    expect(parsed.transaction.message.accountKeys).toEqual([
      { pubkey: payer.publicKey.toBase58(), signer: true, source: 'transaction', writable: true },
      { pubkey: to.toBase58(), signer: false, source: 'transaction', writable: true },
      { pubkey: '11111111111111111111111111111111', signer: false, source: 'transaction', writable: false },
    ]);
    expect(parsed.transaction.message.instructions).toEqual([
      {
        accounts: [payer.publicKey.toBase58(), to.toBase58()],
        data: expect.any(String) as string,
        programId: '11111111111111111111111111111111',
        stackHeight: null,
      },
    ]);
    expect(parsed.meta).not.toHaveProperty('loadedAddresses');
  });

  it('reads at finalized by default, refuses processed, and is null for an unknown signature', async () => {
    const { call, fail, ledger, payer, to } = setup();
    const signature = land(ledger, legacyTx(ledger, payer, [transferIx(payer.publicKey, to, 1_000_000)]));
    expect(await call('getTransaction', [signature])).toBeNull();
    ledger.advanceSlots(32);
    expect(await call('getTransaction', [signature, 'json'])).toMatchObject({ meta: { err: null } });
    expect(await fail('getTransaction', [signature, { commitment: 'processed' }])).toEqual({
      code: -32602,
      message: 'Invalid params: Method does not support commitment below `confirmed`',
    });
    expect(await call('getTransaction', [randomSignature(), { commitment: 'confirmed' }])).toBeNull();
  });

  it('carries token balances before and after, with owner and program', async () => {
    const { call, ledger, payer } = setup();
    const mint = createMint(ledger, payer, 6);
    const owner = Keypair.generate().publicKey;
    const account = mintToOwner(ledger, payer, mint, owner, 2_500_000n);
    const [signature] = await call<{ signature: string }[]>('getSignaturesForAddress', [
      owner.toBase58(),
      { commitment: 'confirmed', limit: 1 },
    ]).then((list) => list.map((s) => s.signature));
    const tx = await call<{
      meta: { preTokenBalances: unknown[]; postTokenBalances: unknown[] };
      transaction: { message: { accountKeys: string[] } };
    }>('getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(tx.meta.preTokenBalances).toEqual([]);
    expect(tx.meta.postTokenBalances).toEqual([
      {
        accountIndex: tx.transaction.message.accountKeys.indexOf(account.toBase58()),
        mint: mint.mint.toBase58(),
        owner: owner.toBase58(),
        programId: mint.programId.toBase58(),
        uiTokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
      },
    ]);
  });
  it('lists the instructions each top-level instruction invoked (CPIs), by index and as named accounts', async () => {
    const { call, ledger, payer } = setup();
    const mint = createMint(ledger, payer, 6);
    const owner = Keypair.generate().publicKey;
    mintToOwner(ledger, payer, mint, owner, 1n);
    const [signature] = await call<{ signature: string }[]>('getSignaturesForAddress', [
      owner.toBase58(),
      { commitment: 'confirmed', limit: 1 },
    ]).then((list) => list.map((s) => s.signature));
    type Inner = { index: number; instructions: Record<string, unknown>[] };
    const json = await call<{
      meta: { innerInstructions: Inner[] };
      transaction: { message: { accountKeys: string[] } };
    }>('getTransaction', [signature, { commitment: 'confirmed' }]);
    // Only the account creation (instruction 0) invokes others: the system program and the token program.
    expect(json.meta.innerInstructions.map((i) => i.index)).toEqual([0]);
    const keys = json.transaction.message.accountKeys;
    const invoked = json.meta.innerInstructions[0]?.instructions ?? [];
    const programs = new Set(invoked.map((ix) => keys[ix.programIdIndex as number]));
    expect(programs).toEqual(new Set(['11111111111111111111111111111111', mint.programId.toBase58()]));
    for (const ix of invoked) {
      expect(ix).toEqual({
        programIdIndex: expect.any(Number) as number,
        accounts: expect.any(Array) as number[],
        data: expect.any(String) as string,
        stackHeight: 2,
      });
    }
    const parsed = await call<{ meta: { innerInstructions: Inner[] } }>('getTransaction', [
      signature,
      { commitment: 'confirmed', encoding: 'jsonParsed' },
    ]);
    const named = parsed.meta.innerInstructions[0]?.instructions ?? [];
    expect(named.map((ix) => ix.programId)).toEqual(invoked.map((ix) => keys[ix.programIdIndex as number]));
    expect(named[0]?.accounts).toEqual((invoked[0]?.accounts as number[]).map((i) => keys[i]));
  });
});

describe('getSignaturesForAddress', () => {
  it('lists newest first with before/until/limit, and only finalized ones by default', async () => {
    const { call, fail, ledger, payer, to } = setup();
    const signatures = [1, 2, 3].map((i) => {
      const signature = land(ledger, legacyTx(ledger, payer, [transferIx(payer.publicKey, to, 1_000_000 * i)]));
      ledger.advanceSlots(1);
      return signature;
    });
    const address = to.toBase58();
    const confirmed = { commitment: 'confirmed' };
    const all = await call<{ signature: string; memo: null; confirmationStatus: string }[]>('getSignaturesForAddress', [
      address,
      confirmed,
    ]);
    expect(all.map((s) => s.signature)).toEqual([...signatures].reverse());
    expect(all[0]).toEqual({
      blockTime: expect.any(Number) as number,
      confirmationStatus: 'confirmed',
      err: null,
      memo: null,
      signature: signatures[2],
      slot: expect.any(Number) as number,
    });
    const page = await call<{ signature: string }[]>('getSignaturesForAddress', [
      address,
      { ...confirmed, before: signatures[2], limit: 1 },
    ]);
    expect(page.map((s) => s.signature)).toEqual([signatures[1]]);
    const until = await call<{ signature: string }[]>('getSignaturesForAddress', [
      address,
      { ...confirmed, until: signatures[0] },
    ]);
    expect(until.map((s) => s.signature)).toEqual([signatures[2], signatures[1]]);

    expect(await call('getSignaturesForAddress', [address])).toEqual([]);
    ledger.advanceSlots(30);
    const finalized = await call<{ signature: string }[]>('getSignaturesForAddress', [address]);
    expect(finalized.map((s) => s.signature)).toEqual([signatures[1], signatures[0]]);

    expect((await fail('getSignaturesForAddress', [address, { limit: 1001 }])).message).toBe(
      'Invalid params: Invalid limit; max 1000',
    );
    expect((await fail('getSignaturesForAddress', [address, { commitment: 'processed' }])).code).toBe(-32602);
  });
});
