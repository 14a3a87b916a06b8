import {
  AddressLookupTableAccount,
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { createPrivateKey, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sendTransactionRpcRequestSchema,
  sendTransactionRpcResponseSchema,
  submitResponseSchema,
} from '../../../src/api/tx/schemas';
import { TIP_ACCOUNTS } from '../../../src/api/tx/tip-accounts';
import { Clock } from '../../chain/clock';
import { createApiApp } from '../../http/app';
import { Sandbox } from '../../sandbox';

const KEY = 'tx-submit-test-key';
const ALT_PROGRAM = new PublicKey('AddressLookupTab1e1111111111111111111111111');
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const TIP = new PublicKey(TIP_ACCOUNTS[3]);
let sandbox: Sandbox;
let app: ReturnType<typeof createApiApp>;
let payer: Keypair;

beforeAll(() => {
  sandbox = Sandbox.open({ seed: 'tx-submit-test', statePath: null });
  app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
  payer = Keypair.generate();
  sandbox.fund(payer.publicKey.toBase58(), { sol: 5_000_000_000n });
});

const tip = (lamports: number, to = TIP) =>
  SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports });
/** A unique memo, so two otherwise equal transactions in one slot are not duplicates. */
const memo = (text = Math.random().toString(36)) =>
  new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [], data: Buffer.from(text) });

function signedTx(instructions: TransactionInstruction[], tables: AddressLookupTableAccount[] = []) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: sandbox.ledger.latestBlockhash().blockhash,
    instructions: [...instructions, memo()],
  }).compileToV0Message(tables);
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return tx;
}
/** Compact-u16, the length prefix of Solana's wire format. */
function shortVec(n: number): number[] {
  return n < 0x80 ? [n] : [(n & 0x7f) | 0x80, n >> 7];
}

/** A signed legacy transfer + memo of 1,300 bytes: web3.js refuses to serialize one, so the bytes are laid by hand. */
function oversizedTx(): Uint8Array {
  const data = Buffer.alloc(1_150, 'z');
  const tipIx = tip(1_000_000).data;
  const message = Buffer.concat([
    Buffer.from([1, 0, 2, 4]), // header: 1 signer, 0 read-only signed, 2 read-only unsigned; 4 keys
    payer.publicKey.toBuffer(),
    TIP.toBuffer(),
    SystemProgram.programId.toBuffer(),
    MEMO_PROGRAM.toBuffer(),
    new PublicKey(sandbox.ledger.latestBlockhash().blockhash).toBuffer(),
    Buffer.from([2, 2, 2, 0, 1, tipIx.length]),
    tipIx,
    Buffer.from([3, 0, ...shortVec(data.length)]),
    data,
  ]);
  const key = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), payer.secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return Buffer.concat([Buffer.from([1]), sign(null, message, key), message]);
}

const b64 = (tx: VersionedTransaction | Uint8Array) =>
  Buffer.from(tx instanceof VersionedTransaction ? tx.serialize() : tx).toString('base64');

const post = (path: string, body: unknown) =>
  app.request(`http://127.0.0.1:8787${path}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function rpc(params: unknown[], method = 'sendTransaction') {
  const res = await post('/tx-rpc', { jsonrpc: '2.0', id: 7, method, params });
  expect(res.status).toBe(200);
  return sendTransactionRpcResponseSchema.parse(await res.json());
}
const config = { encoding: 'base64', skipPreflight: true, maxRetries: 0 } as const;

async function rpcError(params: unknown[], method?: string) {
  const response = await rpc(params, method);
  expect(response.result).toBeUndefined();
  return response.error!;
}

async function submitError(signedTransaction: string) {
  const res = await post('/tx/v1/submit', { signedTransaction });
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: string }).error;
}

describe('JSON-RPC sendTransaction at /tx-rpc', () => {
  it('lands a tipped transaction, answers its signature, and the tip account receives the lamports', async () => {
    const before = sandbox.ledger.getBalance(TIP.toBase58());
    const tx = signedTx([tip(1_000_000)]);
    // The exact request the app's endpoint function sends.
    const request = sendTransactionRpcRequestSchema.parse({
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [b64(tx), { ...config, swqosOnly: true }],
    });
    const response = await rpc(request.params);
    expect(response).toEqual({ jsonrpc: '2.0', id: 7, result: expect.any(String) as string });
    const record = sandbox.ledger.getTransaction(response.result!);
    expect(record?.meta.err).toBeNull();
    expect(sandbox.ledger.getBalance(TIP.toBase58())).toBe(before + 1_000_000n);
  });

  it('finds a tip account loaded from an address lookup table', async () => {
    const tableKey = Keypair.generate().publicKey;
    const state = { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0 };
    const addresses = [Keypair.generate().publicKey, new PublicKey(TIP_ACCOUNTS[9])];
    const data = Buffer.alloc(56 + 32 * addresses.length);
    data.writeUInt32LE(1, 0); // ProgramState::LookupTable
    data.writeBigUInt64LE(state.deactivationSlot, 4);
    data.writeUInt8(1, 21); // Some(authority)
    payer.publicKey.toBuffer().copy(data, 22);
    addresses.forEach((a, i) => a.toBuffer().copy(data, 56 + 32 * i));
    sandbox.ledger.setAccount(tableKey.toBase58(), {
      lamports: sandbox.ledger.rentExemptMinimum(data.length),
      owner: ALT_PROGRAM.toBase58(),
      data,
      executable: false,
      rentEpoch: 0n,
    });
    sandbox.ledger.advanceSlots(1);
    const table = new AddressLookupTableAccount({
      key: tableKey,
      state: { ...state, authority: payer.publicKey, addresses },
    });
    const tipTo = new PublicKey(TIP_ACCOUNTS[9]);
    const tx = signedTx([tip(1_500_000, tipTo)], [table]);
    expect(tx.message.staticAccountKeys.map((k) => k.toBase58())).not.toContain(TIP_ACCOUNTS[9]);
    const before = sandbox.ledger.getBalance(TIP_ACCOUNTS[9]);
    const response = await rpc([b64(tx), config]);
    expect(sandbox.ledger.getTransaction(response.result!)?.meta.err).toBeNull();
    expect(sandbox.ledger.getBalance(TIP_ACCOUNTS[9])).toBe(before + 1_500_000n);
  });

  it('answers -1014 without a tip and -1013 below 1,000,000 lamports, and lands nothing', async () => {
    const elsewhere = Keypair.generate().publicKey;
    expect(await rpcError([b64(signedTx([tip(5_000_000, elsewhere)])), config])).toMatchObject({ code: -1014 });
    expect(await rpcError([b64(signedTx([memo('no tip at all')])), config])).toMatchObject({ code: -1014 });
    const low = await rpcError([b64(signedTx([tip(999_999)])), config]);
    expect(low).toMatchObject({ code: -1013, message: expect.stringMatching(/999999 lamports/) as string });
    expect(sandbox.ledger.getBalance(elsewhere.toBase58())).toBe(0n);
  });

  it('answers -1015 for skipPreflight false, maxRetries other than 0 or a bad swqosOnly', async () => {
    const wire = b64(signedTx([tip(1_000_000)]));
    expect(await rpcError([wire, { ...config, skipPreflight: false }])).toMatchObject({ code: -1015 });
    expect(await rpcError([wire, { ...config, maxRetries: 3 }])).toMatchObject({ code: -1015 });
    expect(await rpcError([wire, { ...config, swqosOnly: 'yes' }])).toMatchObject({ code: -1015 });
  });

  it('answers -1016 unless the transaction is base64 and says so', async () => {
    const wire = b64(signedTx([tip(1_000_000)]));
    expect(await rpcError([wire])).toMatchObject({ code: -1016 });
    expect(await rpcError([wire, { encoding: 'base58' }])).toMatchObject({ code: -1016 });
    expect(await rpcError([`${wire.slice(0, -4)}!!!!`, config])).toMatchObject({ code: -1016 });
  });

  it('refuses a bad signature (-32003), an undecodable or oversized transaction (-32602)', async () => {
    const wire = signedTx([tip(1_000_000)]).serialize();
    wire[5] = (wire[5] ?? 0) ^ 0xff;
    expect(await rpcError([b64(wire), config])).toMatchObject({ code: -32003 });
    expect(await rpcError([b64(new Uint8Array([1, 2, 3, 4])), config])).toMatchObject({ code: -32602 });
    const big = await rpcError([b64(oversizedTx()), config]);
    expect(big).toMatchObject({ code: -32602, message: expect.stringMatching(/over the 1232-byte limit/) as string });
  });

  it('serves sendTransaction only and frames JSON-RPC errors', async () => {
    expect(await rpcError([], 'getLatestBlockhash')).toMatchObject({ code: -32601 });
    expect(await rpcError(['only'])).toMatchObject({ code: -1016 });
    const notJson = await post('/tx-rpc', '{nope');
    expect(await notJson.json()).toMatchObject({ error: { code: -32700 } });
    const noVersion = await post('/tx-rpc', { id: 1, method: 'sendTransaction', params: [] });
    expect(await noVersion.json()).toMatchObject({ id: 1, error: { code: -32600 } });
    expect(await rpcError([42, config])).toMatchObject({ code: -32602 });
  });

  it('forwards a transaction that fails on chain: it lands as failed and pays its fee', async () => {
    const overdraw = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: TIP, lamports: 1e12 });
    const response = await rpc([b64(signedTx([tip(1_000_000), overdraw])), config]);
    expect(sandbox.ledger.getTransaction(response.result!)?.meta.err).toEqual({ InstructionError: [1, { Custom: 1 }] });
  });

  it('serves web3.js Connection.sendRawTransaction pointed at {tx_rpc_url}', async () => {
    const connection = new Connection('http://127.0.0.1:8787/tx-rpc', {
      fetch: async (input, init) => app.request(input instanceof Request ? input : String(input), init),
      httpHeaders: { 'x-api-key': KEY },
    });
    const tx = signedTx([tip(1_000_000)]);
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true, maxRetries: 0 });
    expect(sandbox.ledger.getSignatureStatus(signature)?.err).toBeNull();
    // web3.js leaves skipPreflight out unless true (the endpoint then forwards as if true); it sends maxRetries as given.
    const plain = await connection.sendRawTransaction(signedTx([tip(1_000_000)]).serialize());
    expect(sandbox.ledger.getSignatureStatus(plain)?.err).toBeNull();
    const retries = connection.sendRawTransaction(signedTx([tip(1_000_000)]).serialize(), { maxRetries: 5 });
    await expect(retries).rejects.toThrow(/maxRetries must be 0/);
  });

  it('is behind the API key', async () => {
    const res = await app.request('/tx-rpc', { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });
});

describe('POST /tx/v1/submit', () => {
  it('lands a tipped transaction and answers {signature}', async () => {
    const before = sandbox.ledger.getBalance(TIP.toBase58());
    const res = await post('/tx/v1/submit', { signedTransaction: b64(signedTx([tip(2_000_000)])) });
    expect(res.status).toBe(200);
    const { signature } = submitResponseSchema.parse(await res.json());
    expect(sandbox.ledger.getSignatureStatus(signature)?.err).toBeNull();
    expect(sandbox.ledger.getBalance(TIP.toBase58())).toBe(before + 2_000_000n);
  });

  it('answers 400 {error} naming signedTransaction for every refusal', async () => {
    expect(await submitError(b64(signedTx([memo()])))).toMatch(/^signedTransaction: no tip/);
    expect(await submitError(b64(signedTx([tip(10)])))).toMatch(/^signedTransaction: tip of 10 lamports .* below/);
    const wire = signedTx([tip(1_000_000)]).serialize();
    wire[9] = (wire[9] ?? 0) ^ 0xff;
    expect(await submitError(b64(wire))).toMatch(/^signedTransaction: a signature is missing or does not verify/);
    expect(await submitError(b64(oversizedTx()))).toMatch(
      /^signedTransaction: the transaction is 1\d{3} bytes, over the 1232-byte limit/,
    );
    expect(await submitError(b64(new Uint8Array(40)))).toMatch(/^signedTransaction: the transaction does not decode/);
    expect(await submitError('not base64!')).toMatch(/^signedTransaction: expected base64/);
    expect(await submitError('')).toMatch(/^signedTransaction/);
    const missing = await post('/tx/v1/submit', {});
    expect(missing.status).toBe(400);
  });
});
