import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { apiFailure, fakeFetch, testClient, type FakeReply } from '../fake-fetch';
import type { ApiClient } from '../http';
import {
  confirmCancel,
  craftDeposit,
  createPriceOrder,
  getOrder,
  getOrderHistory,
  getVault,
  initiateCancel,
  registerVault,
  requestChallenge,
  updatePriceOrder,
  vaultFromConflict,
  verifyChallenge,
} from './endpoints';
import { ORDER_ID, SOL, TX, USDC, VAULT, WALLET, wireOrder, wireVault } from './test-fixtures';

const deposit = {
  inputMint: SOL,
  outputMint: USDC,
  userAddress: WALLET,
  amount: 1_000_000_000n,
  orderType: 'price',
  orderSubType: 'single',
} as const;

const priceOrder = {
  orderType: 'single',
  depositRequestId: 'dep-1',
  depositSignedTx: TX,
  userPubkey: WALLET,
  inputMint: SOL,
  inputAmount: 1_000_000_000n,
  outputMint: USDC,
  triggerMint: SOL,
  triggerCondition: 'above',
  triggerPriceUsd: 200,
  slippageBps: 100,
  expiresAt: 1735689600000,
} as const;

interface Case {
  name: string;
  method: string;
  path: string;
  reply: unknown;
  call: (c: ApiClient) => Promise<unknown>;
  body?: unknown;
}

/** Every bearer operation, with the exact request it must send. */
const bearerCases: Case[] = [
  { name: 'getVault', method: 'GET', path: '/trigger/v2/vault', reply: wireVault, call: (c) => getVault(c) },
  {
    name: 'registerVault',
    method: 'GET',
    path: '/trigger/v2/vault/register',
    reply: wireVault,
    call: (c) => registerVault(c),
  },
  {
    name: 'craftDeposit',
    method: 'POST',
    path: '/trigger/v2/deposit/craft',
    reply: {
      transaction: TX,
      requestId: 'dep-1',
      receiverAddress: VAULT,
      mint: SOL,
      amount: '1000000000',
      tokenDecimals: 9,
      inputTokenAccount: 'In',
    },
    call: (c) => craftDeposit(c, deposit),
    body: { ...deposit, amount: '1000000000' },
  },
  {
    name: 'createPriceOrder',
    method: 'POST',
    path: '/trigger/v2/orders/price',
    reply: { id: ORDER_ID, txSignature: 'sig', depositConfirmed: true },
    call: (c) => createPriceOrder(c, priceOrder),
    body: { ...priceOrder, inputAmount: '1000000000' },
  },
  {
    name: 'updatePriceOrder',
    method: 'PATCH',
    path: `/trigger/v2/orders/price/${ORDER_ID}`,
    reply: { id: ORDER_ID },
    call: (c) =>
      updatePriceOrder(c, { orderId: ORDER_ID, orderType: 'single', triggerPriceUsd: 210, slippageBps: 150 }),
    body: { orderType: 'single', triggerPriceUsd: 210, slippageBps: 150 },
  },
  {
    name: 'initiateCancel',
    method: 'POST',
    path: `/trigger/v2/orders/price/cancel/${ORDER_ID}`,
    reply: { id: ORDER_ID, transaction: TX, requestId: 'cancel-request-uuid' },
    call: (c) => initiateCancel(c, { orderId: ORDER_ID }),
  },
  {
    name: 'confirmCancel',
    method: 'POST',
    path: `/trigger/v2/orders/price/confirm-cancel/${ORDER_ID}`,
    reply: { id: ORDER_ID, txSignature: 'sig' },
    call: (c) => confirmCancel(c, { orderId: ORDER_ID, signedTransaction: TX, cancelRequestId: 'cancel-request-uuid' }),
    body: { signedTransaction: TX, cancelRequestId: 'cancel-request-uuid' },
  },
  {
    name: 'getOrderHistory',
    method: 'GET',
    path: '/trigger/v2/orders/history',
    reply: { orders: [wireOrder], pagination: { total: 1, limit: 20, offset: 0 } },
    call: (c) => getOrderHistory(c),
  },
  {
    name: 'getOrder',
    method: 'GET',
    path: `/trigger/v2/orders/history/${ORDER_ID}`,
    reply: wireOrder,
    call: (c) => getOrder(c, { orderId: ORDER_ID }),
  },
];

const authCases: Case[] = [
  {
    name: 'requestChallenge',
    method: 'POST',
    path: '/trigger/v2/auth/challenge',
    reply: { type: 'message', challenge: 'Sign this message' },
    call: (c) => requestChallenge(c, { walletPubkey: WALLET, type: 'message' }),
    body: { walletPubkey: WALLET, type: 'message' },
  },
  {
    name: 'verifyChallenge',
    method: 'POST',
    path: '/trigger/v2/auth/verify',
    reply: { token: 'eyJhbGciOiJIUzI1NiIs' },
    call: (c) => verifyChallenge(c, { type: 'message', walletPubkey: WALLET, signature: '5eykt4Us' }),
    body: { type: 'message', walletPubkey: WALLET, signature: '5eykt4Us' },
  },
];

describe('trigger requests', () => {
  it.each([...bearerCases, ...authCases])('$name sends $method $path with the API key and its body', async (c) => {
    const fake = fakeFetch({ json: c.reply });
    await c.call(testClient(fake));
    expect(fake.last.method).toBe(c.method);
    expect(fake.last.url.pathname).toBe(c.path);
    expect([...fake.last.url.searchParams.keys()]).toEqual([]);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.body).toEqual(c.body);
  });

  it.each(bearerCases)('$name carries the bearer token, and a 401 means the session expired', async (c) => {
    const fake = fakeFetch({ json: c.reply }, { status: 401, json: { error: 'Unauthorized' } });
    await c.call(testClient(fake));
    expect(fake.last.headers.get('authorization')).toBe('Bearer test-jwt');
    const e = await apiFailure(c.call(testClient(fake)));
    expect(e.kind).toBe('session-expired');
  });

  it.each(authCases)('$name sends no bearer token, and its 401 is not a session expiry', async (c) => {
    const fake = fakeFetch({ json: c.reply }, { status: 401, json: { error: 'Invalid signature' } });
    await c.call(testClient(fake));
    expect(fake.last.headers.get('authorization')).toBeNull();
    const e = await apiFailure(c.call(testClient(fake, { getBearer: () => null })));
    expect(e.kind).not.toBe('session-expired');
    expect(e.status).toBe(401);
  });
});

describe('trigger responses', () => {
  it('getOrderHistory sends every filter by its spec name and reads the page', async () => {
    const fake = fakeFetch({ json: { orders: [wireOrder], pagination: { total: 41, limit: 20, offset: 20 } } });
    const out = await getOrderHistory(testClient(fake), {
      state: 'past',
      mint: SOL,
      limit: 20,
      offset: 20,
      sort: 'created_at',
      dir: 'asc',
    });
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({
      state: 'past',
      mint: SOL,
      limit: '20',
      offset: '20',
      sort: 'created_at',
      dir: 'asc',
    });
    expect(out.pagination).toEqual({ total: 41, limit: 20, offset: 20 });
    expect(out.orders[0]?.initialInputAmount).toBe(1_000_000_000n);
  });

  it('getOrderHistory refuses a limit above 100 before sending', async () => {
    const fake = fakeFetch({ json: {} });
    const e = await apiFailure(getOrderHistory(testClient(fake), { limit: 101 }));
    expect(e.kind).toBe('invalid-request');
    expect(e.issues[0]).toMatch(/^limit:/);
    expect(fake.calls).toHaveLength(0);
  });

  it('getOrderHistory accepts limit 1 and 100 and refuses out-of-range or unknown filters (spec §4.6)', async () => {
    const fake = fakeFetch({ json: { orders: [], pagination: { total: 0, limit: 1, offset: 0 } } });
    await getOrderHistory(testClient(fake), { limit: 1 });
    await getOrderHistory(testClient(fake), { limit: 100 });
    expect(fake.calls).toHaveLength(2);
    const bad: [string, object][] = [
      ['limit', { limit: 0 }],
      ['limit', { limit: 2.5 }],
      ['offset', { offset: -1 }],
      ['state', { state: 'open' }],
      ['sort', { sort: 'filled_at' }],
      ['dir', { dir: 'up' }],
    ];
    for (const [field, params] of bad) {
      const e = await apiFailure(getOrderHistory(testClient(fake), params));
      expect(e.kind).toBe('invalid-request');
      expect(e.issues.map((i) => i.split(':')[0])).toEqual([field]);
    }
    expect(fake.calls).toHaveLength(2);
  });

  it.each([
    ['one item', wireOrder],
    ['{order}', { order: wireOrder }],
    ['{orders: [...]}', { orders: [{ ...wireOrder, id: 'x' }, wireOrder] }],
  ])('getOrder reads %s', async (_label, reply) => {
    const out = await getOrder(testClient(fakeFetch({ json: reply })), { orderId: ORDER_ID });
    expect(out.id).toBe(ORDER_ID);
    expect(out.providerWalletPubkey).toBe(VAULT);
  });

  it('escapes the order id in the path', async () => {
    const fake = fakeFetch({ json: { id: 'a/b' } });
    await updatePriceOrder(testClient(fake), { orderId: 'a/b', orderType: 'single', slippageBps: 10 });
    expect(fake.last.url.pathname).toBe('/trigger/v2/orders/price/a%2Fb');
  });

  it('initiateCancel sends no body and returns the requestId to confirm with', async () => {
    const fake = fakeFetch({ json: { id: ORDER_ID, transaction: TX, requestId: 'cancel-request-uuid' } });
    const out = await initiateCancel(testClient(fake), { orderId: ORDER_ID });
    expect(fake.last.body).toBeUndefined();
    expect(fake.last.headers.get('content-type')).toBeNull();
    expect(out.requestId).toBe('cancel-request-uuid');
  });

  it('createPriceOrder keeps the idempotent-retry message', async () => {
    const fake = fakeFetch({
      json: { id: ORDER_ID, txSignature: 'sig', depositConfirmed: true, message: 'Order already exists' },
    });
    const out = await createPriceOrder(testClient(fake), priceOrder);
    expect(out).toEqual({ id: ORDER_ID, txSignature: 'sig', depositConfirmed: true, message: 'Order already exists' });
  });

  it('craftDeposit refuses a price deposit without orderSubType before sending', async () => {
    const fake = fakeFetch({ json: {} });
    const { orderSubType: _s, ...noSub } = deposit;
    const e = await apiFailure(craftDeposit(testClient(fake), noSub));
    expect(e.kind).toBe('invalid-request');
    expect(e.issues).toEqual(['orderSubType: required when orderType is price']);
    expect(fake.calls).toHaveLength(0);
  });

  it('a cancel that is not ready yet is a plain 400 the caller retries', async () => {
    const fake = fakeFetch({ status: 400, json: { error: 'Order is not ready to cancel' } });
    const e = await apiFailure(initiateCancel(testClient(fake), { orderId: ORDER_ID }));
    expect(e).toMatchObject({ kind: 'http', status: 400, message: 'Order is not ready to cancel' });
  });
});

describe('vaultFromConflict', () => {
  async function registerError(reply: FakeReply): Promise<ApiError> {
    return apiFailure(registerVault(testClient(fakeFetch(reply))));
  }

  it('returns the existing vault from a 409, aliases mapped', async () => {
    const e = await registerError({
      status: 409,
      json: {
        error: 'Vault already registered',
        details: { userPubkey: WALLET, vaultPubkey: VAULT, privyVaultId: 'vault-uuid' },
      },
    });
    expect(vaultFromConflict(e)).toMatchObject({ vaultPubkey: VAULT, providerVaultId: 'vault-uuid' });
  });

  it('parses details sent as a JSON string', async () => {
    const e = await registerError({ status: 409, json: { error: 'exists', details: JSON.stringify(wireVault) } });
    expect(vaultFromConflict(e)?.vaultPubkey).toBe(VAULT);
  });

  it('returns null for other errors and for a 409 without a usable vault', async () => {
    expect(
      vaultFromConflict(await registerError({ status: 500, json: { error: 'x', details: wireVault } })),
    ).toBeNull();
    expect(vaultFromConflict(await registerError({ status: 409, json: { error: 'exists' } }))).toBeNull();
    expect(
      vaultFromConflict(await registerError({ status: 409, json: { error: 'x', details: 'not json' } })),
    ).toBeNull();
    const partial = { status: 409, json: { error: 'x', details: { userPubkey: WALLET } } };
    expect(vaultFromConflict(await registerError(partial))).toBeNull();
  });
});
