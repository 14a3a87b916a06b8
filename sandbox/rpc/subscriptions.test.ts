import { createMintToInstruction } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { RpcError } from './json-rpc';
import { fundedWallet, land } from '../test-harness';
import { createMint, legacyTx, mintToOwner, randomSignature, transferIx } from './rpc-test-kit';
import { SubscriptionRegistry, type SubscriptionClient } from './subscriptions';

interface Note {
  method: string;
  subscription: number;
  result: unknown;
}

function client(): SubscriptionClient & { notes: Note[] } {
  const notes: Note[] = [];
  return {
    notes,
    notify(method, subscription, result) {
      notes.push({ method, subscription, result });
    },
  };
}

/** Let queued microtasks (immediate checks, coalesced account notifications) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup() {
  const ledger = Ledger.create();
  const registry = new SubscriptionRegistry(ledger);
  const payer = fundedWallet(ledger);
  const to = Keypair.generate().publicKey;
  const transfer = (lamports = 1_000_000) => legacyTx(ledger, payer, [transferIx(payer.publicKey, to, lamports)]);
  return { ledger, registry, payer, to, transfer };
}

function callError(fn: () => unknown): RpcError {
  try {
    fn();
  } catch (cause) {
    if (cause instanceof RpcError) return cause;
    throw cause;
  }
  throw new Error('expected an RpcError');
}

describe('signature subscriptions', () => {
  it('notify once when the transaction lands at confirmed, then remove themselves', async () => {
    const { ledger, registry, transfer } = setup();
    const c = client();
    const wire = transfer();
    const signature = ledger.sendTransaction(wire, { skipPreflight: true }).signature;
    // Subscribing after landing still notifies (right after the id is returned).
    const late = registry.call(c, 'signatureSubscribe', [signature, { commitment: 'confirmed' }]);
    await settle();
    expect(c.notes).toEqual([
      {
        method: 'signatureNotification',
        subscription: late,
        result: { context: { slot: ledger.slot }, value: { err: null } },
      },
    ]);
    expect(registry.size).toBe(0);
    ledger.advanceSlots(40);
    expect(c.notes).toHaveLength(1);
  });

  it('wait for finalized by default, 32 slots after landing, and carry a failed transaction error', async () => {
    const { ledger, registry, transfer } = setup();
    const c = client();
    const wire = transfer(9_000_000_000);
    const id = registry.call(c, 'signatureSubscribe', [bs58.encode(wire.subarray(1, 65))]);
    ledger.sendTransaction(wire, { skipPreflight: true });
    ledger.advanceSlots(31);
    await settle();
    expect(c.notes).toEqual([]);
    ledger.advanceSlots(1);
    expect(c.notes).toEqual([
      {
        method: 'signatureNotification',
        subscription: id,
        result: { context: { slot: ledger.slot }, value: { err: { InstructionError: [0, { Custom: 1 }] } } },
      },
    ]);
  });

  it('send receivedSignature first when enableReceivedNotification is set', () => {
    const { ledger, registry, transfer } = setup();
    const c = client();
    const wire = transfer();
    registry.call(c, 'signatureSubscribe', [
      bs58.encode(wire.subarray(1, 65)),
      { commitment: 'processed', enableReceivedNotification: true },
    ]);
    land(ledger, wire);
    expect(c.notes.map((n) => (n.result as { value: unknown }).value)).toEqual(['receivedSignature', { err: null }]);
  });

  it('can be cancelled, and an unknown or foreign id is -32602 "Invalid subscription id."', () => {
    const { registry } = setup();
    const mine = client();
    const theirs = client();
    const id = registry.call(mine, 'signatureSubscribe', [randomSignature()]);
    expect(callError(() => registry.call(theirs, 'signatureUnsubscribe', [id]))).toMatchObject({
      code: -32602,
      message: 'Invalid subscription id.',
    });
    expect(callError(() => registry.call(mine, 'accountUnsubscribe', [id])).code).toBe(-32602);
    expect(registry.call(mine, 'signatureUnsubscribe', [id])).toBe(true);
    expect(callError(() => registry.call(mine, 'signatureUnsubscribe', [id])).code).toBe(-32602);
    expect(callError(() => registry.call(mine, 'signatureSubscribe', ['nope'])).message).toMatch(
      /^Invalid params: signature \(params\[0\]\)/,
    );
    expect(callError(() => registry.call(mine, 'logsSubscribe', [])).code).toBe(-32601);
  });
});

describe('account subscriptions', () => {
  it('notify once per change with the new state, in the asked encoding', async () => {
    const { ledger, registry, to, transfer } = setup();
    const c = client();
    const id = registry.call(c, 'accountSubscribe', [to.toBase58(), { encoding: 'base64', commitment: 'confirmed' }]);
    land(ledger, transfer(1_000_000));
    await settle();
    expect(c.notes).toEqual([
      {
        method: 'accountNotification',
        subscription: id,
        result: {
          context: { slot: ledger.slot },
          value: {
            data: ['', 'base64'],
            executable: false,
            lamports: 1_000_000,
            owner: '11111111111111111111111111111111',
            rentEpoch: 18_446_744_073_709_551_615n,
            space: 0,
          },
        },
      },
    ]);
    registry.call(c, 'accountUnsubscribe', [id]);
    land(ledger, transfer(2_000_000));
    await settle();
    expect(c.notes).toHaveLength(1);
  });

  it('parse token accounts with jsonParsed and use the legacy binary string by default', async () => {
    const { ledger, registry, payer } = setup();
    const mint = createMint(ledger, payer, 0);
    const owner = Keypair.generate().publicKey;
    const account = mintToOwner(ledger, payer, mint, owner, 5n);
    const parsed = client();
    const binary = client();
    registry.call(parsed, 'accountSubscribe', [account.toBase58(), { encoding: 'jsonParsed' }]);
    registry.call(binary, 'accountSubscribe', [account.toBase58()]);
    land(
      ledger,
      legacyTx(
        ledger,
        payer,
        [createMintToInstruction(mint.mint, account, mint.authority.publicKey, 2n)],
        [mint.authority],
      ),
    );
    await settle();
    const value = (parsed.notes[0]?.result as { value: { data: { parsed: { info: { tokenAmount: unknown } } } } })
      .value;
    expect(value.data.parsed.info.tokenAmount).toEqual({ amount: '7', decimals: 0, uiAmount: 7, uiAmountString: '7' });
    // Pubsub has no 128-byte base58 limit: a 165-byte token account still arrives as a base58 string.
    expect(typeof (binary.notes[0]?.result as { value: { data: unknown } }).value.data).toBe('string');
  });

  it('report a closed account as empty and system-owned', async () => {
    const { ledger, registry } = setup();
    const c = client();
    const address = Keypair.generate().publicKey.toBase58();
    ledger.setAccount(address, {
      lamports: 5n,
      owner: '11111111111111111111111111111111',
      data: new Uint8Array(0),
      executable: false,
      rentEpoch: 0n,
    });
    registry.call(c, 'accountSubscribe', [address, { encoding: 'base64' }]);
    ledger.setAccount(address, {
      lamports: 0n,
      owner: '11111111111111111111111111111111',
      data: new Uint8Array(0),
      executable: false,
      rentEpoch: 0n,
    });
    await settle();
    expect(c.notes[0]?.result).toMatchObject({ value: { lamports: 0, data: ['', 'base64'], space: 0 } });
  });
});

describe('slot subscriptions', () => {
  it('notify every slot with parent and root until cancelled; dropping a client clears its subscriptions', () => {
    const { ledger, registry } = setup();
    const c = client();
    const id = registry.call(c, 'slotSubscribe', []);
    ledger.advanceSlots(1);
    ledger.advanceSlots(1);
    const slot = ledger.slot;
    expect(c.notes.map((n) => n.result)).toEqual([
      { parent: slot - 2, root: Math.max(0, slot - 33), slot: slot - 1 },
      { parent: slot - 1, root: Math.max(0, slot - 32), slot },
    ]);
    expect(c.notes.every((n) => n.method === 'slotNotification' && n.subscription === id)).toBe(true);
    registry.call(c, 'signatureSubscribe', [randomSignature()]);
    registry.dropClient(c);
    expect(registry.size).toBe(0);
    ledger.advanceSlots(1);
    expect(c.notes).toHaveLength(2);
  });

  it('stop when the registry closes', () => {
    const { ledger, registry } = setup();
    const c = client();
    registry.call(c, 'slotSubscribe', []);
    registry.close();
    ledger.advanceSlots(1);
    expect(c.notes).toEqual([]);
  });
});
