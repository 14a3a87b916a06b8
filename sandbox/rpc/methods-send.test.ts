import { createMintToInstruction } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { fundedWallet } from '../test-harness';
import { createMint, harness, legacyTx, mintToOwner, randomAddress, transferIx } from './rpc-test-kit';

const b64 = (wire: Uint8Array) => Buffer.from(wire).toString('base64');

function setup() {
  const h = harness();
  const payer = fundedWallet(h.ledger, { sol: 2_000_000_000n });
  const to = Keypair.generate().publicKey;
  const transfer = (lamports: number, blockhash?: string) =>
    legacyTx(h.ledger, payer, [transferIx(payer.publicKey, to, lamports)], [], blockhash);
  return { ...h, payer, to, transfer };
}

/** Flip one byte of the first signature: the message is intact but the signature no longer verifies. */
function tamper(wire: Uint8Array) {
  const copy = Uint8Array.from(wire);
  copy[1] = (copy[1] ?? 0) ^ 0xff;
  return copy;
}

describe('sendTransaction', () => {
  it('takes base58 by default and base64 on request, and lands the transfer', async () => {
    const { call, ledger, to, transfer } = setup();
    const first = transfer(1_000_000);
    const signature = await call<string>('sendTransaction', [bs58.encode(first)]);
    expect(ledger.getSignatureStatus(signature)?.err).toBeNull();
    const second = transfer(2_000_000);
    await call('sendTransaction', [b64(second), { encoding: 'base64', preflightCommitment: 'confirmed' }]);
    expect(ledger.getBalance(to.toBase58())).toBe(3_000_000n);
  });

  it('answers a failing preflight with -32002 and the simulation in data, like a validator', async () => {
    const { fail, ledger, payer, transfer } = setup();
    const wire = transfer(5_000_000_000);
    const error = await fail('sendTransaction', [b64(wire), { encoding: 'base64' }]);
    expect(error).toEqual({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        accounts: null,
        err: { InstructionError: [0, { Custom: 1 }] },
        innerInstructions: null,
        logs: expect.arrayContaining([expect.stringMatching(/insufficient lamports/)]) as string[],
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: expect.any(Number) as number,
      },
    });
    // Nothing landed, no fee was taken.
    expect(ledger.getBalance(payer.publicKey.toBase58())).toBe(2_000_000_000n);
  });

  it('reports an expired blockhash and a duplicate as preflight failures', async () => {
    const { call, fail, ledger, transfer } = setup();
    const stale = transfer(1_000_000);
    const fresh = transfer(1_100_000);
    await call('sendTransaction', [b64(fresh), { encoding: 'base64' }]);
    expect(await fail('sendTransaction', [b64(fresh), { encoding: 'base64' }])).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed', logs: [], unitsConsumed: 0 },
    });
    ledger.advanceSlots(151);
    expect(await fail('sendTransaction', [b64(stale), { encoding: 'base64' }])).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound' },
    });
  });

  it('refuses a transaction whose signature does not verify with -32003', async () => {
    const { fail, transfer } = setup();
    expect(await fail('sendTransaction', [b64(tamper(transfer(1_000_000))), { encoding: 'base64' }])).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    });
  });

  it('with skipPreflight returns the signature: a failing transaction lands as failed, a stale one never lands', async () => {
    const { call, ledger, payer, transfer } = setup();
    const failing = transfer(5_000_000_000);
    const signature = await call<string>('sendTransaction', [
      b64(failing),
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(ledger.getSignatureStatus(signature)?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(ledger.getBalance(payer.publicKey.toBase58())).toBe(2_000_000_000n - 5000n);
    const stale = transfer(1_000_000);
    ledger.advanceSlots(151);
    const dropped = await call<string>('sendTransaction', [bs58.encode(stale), { skipPreflight: true, maxRetries: 0 }]);
    expect(dropped).toBe(bs58.encode(stale.subarray(1, 65)));
    expect(ledger.getSignatureStatus(dropped)).toBeNull();
  });

  it('refuses undecodable input with -32602 in agave wording', async () => {
    const { fail, transfer } = setup();
    expect((await fail('sendTransaction', ['0OIl'])).message).toMatch(/^Invalid params: invalid base58 encoding/);
    expect((await fail('sendTransaction', ['@@@@', { encoding: 'base64' }])).message).toMatch(
      /^Invalid params: invalid base64 encoding/,
    );
    expect((await fail('sendTransaction', ['AAAA', { encoding: 'base64' }])).message).toMatch(
      /^Invalid params: failed to deserialize solana_transaction::versioned::VersionedTransaction/,
    );
    expect((await fail('sendTransaction', ['A'.repeat(1700), { encoding: 'base64' }])).message).toBe(
      'Invalid params: base64 encoded solana_transaction::versioned::VersionedTransaction too large: 1700 bytes (max: encoded/raw 1644/1232)',
    );
    expect((await fail('sendTransaction', [b64(transfer(1)), { encoding: 'hex' }])).message).toMatch(
      /^Invalid params: config\.encoding/,
    );
    expect((await fail('sendTransaction', [])).message).toBe('Invalid params: missing transaction (params[0])');
  });
});

describe('simulateTransaction', () => {
  it('returns logs and units without landing anything', async () => {
    const { call, ledger, to, transfer } = setup();
    const result = await call<{ context: { slot: number }; value: Record<string, unknown> }>('simulateTransaction', [
      bs58.encode(transfer(1_000_000)),
    ]);
    expect(result.context.slot).toBe(ledger.slot);
    expect(result.value).toEqual({
      accounts: null,
      err: null,
      innerInstructions: null,
      logs: ['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success'],
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: 150,
    });
    expect(ledger.getBalance(to.toBase58())).toBe(0n);
  });

  it('skips signature checks unless sigVerify asks, then a bad signature is -32003', async () => {
    const { call, fail, transfer } = setup();
    const bad = b64(tamper(transfer(1_000_000)));
    expect(await call('simulateTransaction', [bad, { encoding: 'base64' }])).toMatchObject({ value: { err: null } });
    expect((await fail('simulateTransaction', [bad, { encoding: 'base64', sigVerify: true }])).code).toBe(-32003);
  });

  it('reports an expired blockhash in the value, or replaces it when asked', async () => {
    const { call, fail, ledger, transfer } = setup();
    const stale = b64(transfer(1_000_000));
    ledger.advanceSlots(151);
    expect(await call('simulateTransaction', [stale, { encoding: 'base64' }])).toMatchObject({
      value: { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 },
    });
    expect(
      await call('simulateTransaction', [stale, { encoding: 'base64', replaceRecentBlockhash: true }]),
    ).toMatchObject({ value: { err: null, replacementBlockhash: ledger.latestBlockhash() } });
    expect(
      await fail('simulateTransaction', [stale, { encoding: 'base64', replaceRecentBlockhash: true, sigVerify: true }]),
    ).toEqual({ code: -32602, message: 'Invalid params: sigVerify may not be used with replaceRecentBlockhash' });
  });

  it('returns the post-simulation state of the accounts asked for, in base64 or jsonParsed', async () => {
    const { call, fail, ledger, payer, to, transfer } = setup();
    const wire = b64(transfer(1_000_000));
    const result = await call<{ value: { accounts: { lamports: number; data: unknown }[] } }>('simulateTransaction', [
      wire,
      { encoding: 'base64', accounts: { addresses: [to.toBase58(), payer.publicKey.toBase58()] } },
    ]);
    expect(result.value.accounts.map((a) => a.lamports)).toEqual([1_000_000, 2_000_000_000 - 1_005_000]);
    expect(result.value.accounts[0]?.data).toEqual(['', 'base64']);

    const mint = createMint(ledger, payer, 2);
    const owner = Keypair.generate().publicKey;
    const account = mintToOwner(ledger, payer, mint, owner, 500n);
    const mintMore = legacyTx(
      ledger,
      payer,
      [createMintToInstruction(mint.mint, account, mint.authority.publicKey, 250n)],
      [mint.authority],
    );
    const parsed = await call<{ value: { accounts: { data: { parsed: { info: { tokenAmount: unknown } } } }[] } }>(
      'simulateTransaction',
      [b64(mintMore), { encoding: 'base64', accounts: { encoding: 'jsonParsed', addresses: [account.toBase58()] } }],
    );
    expect(parsed.value.accounts[0]?.data.parsed.info.tokenAmount).toEqual({
      amount: '750',
      decimals: 2,
      uiAmount: 7.5,
      uiAmountString: '7.5',
    });

    expect(
      (
        await fail('simulateTransaction', [
          wire,
          { encoding: 'base64', accounts: { encoding: 'base58', addresses: [] } },
        ])
      ).message,
    ).toBe('Invalid params: base58 encoding not supported');
    const four = Array.from({ length: 4 }, randomAddress);
    expect(
      (await fail('simulateTransaction', [wire, { encoding: 'base64', accounts: { addresses: four } }])).message,
    ).toBe('Invalid params: Too many accounts provided; max 3');
  });

  it('answers null for every account asked for when the simulation fails', async () => {
    const { call, to, transfer } = setup();
    const result = await call('simulateTransaction', [
      b64(transfer(5_000_000_000)),
      { encoding: 'base64', accounts: { addresses: [to.toBase58()] } },
    ]);
    expect(result).toMatchObject({ value: { err: { InstructionError: [0, { Custom: 1 }] }, accounts: [null] } });
  });
});
