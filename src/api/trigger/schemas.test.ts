import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type * as zm from 'zod/mini';
import {
  orderEventSchema,
  challengeResponseSchema,
  confirmCancelRequestSchema,
  confirmCancelResponseSchema,
  craftDepositRequestSchema,
  craftDepositResponseSchema,
  createPriceOrderRequestSchema,
  createPriceOrderResponseSchema,
  displayStateOf,
  HISTORY_STATE_GROUPS,
  initiateCancelResponseSchema,
  orderByIdResponseSchema,
  orderHistoryItemSchema,
  orderHistoryResponseSchema,
  RAW_STATE_DISPLAY,
  updatePriceOrderRequestSchema,
  vaultSchema,
  verifyRequestSchema,
  verifyResponseSchema,
  type CreatePriceOrderRequest,
} from './schemas';
import { ORDER_ID, SOL, TX, USDC, VAULT, WALLET, wireOrder, wireVault } from './test-fixtures';

/** The issue paths of a failed parse or encode, joined, for compact assertions. */
function paths(result: { success: boolean; error?: z.core.$ZodError | undefined }): string[] {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('auth schemas', () => {
  it('reads both challenge variants and keeps extra fields', () => {
    const msg = challengeResponseSchema.parse({
      type: 'message',
      challenge: 'Sign this message to authenticate with Jupiter Trigger Order API: abc123...',
      nonce: 'n',
    });
    expect(msg).toEqual({
      type: 'message',
      challenge: 'Sign this message to authenticate with Jupiter Trigger Order API: abc123...',
      nonce: 'n',
    });
    expect(challengeResponseSchema.parse({ type: 'transaction', transaction: TX })).toMatchObject({ transaction: TX });
    expect(paths(challengeResponseSchema.safeParse({ type: 'message' }))).toEqual(['challenge']);
  });

  it('encodes the two verify bodies and refuses a mixed one', () => {
    const message = {
      type: 'message',
      walletPubkey: WALLET,
      signature: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    };
    expect(z.encode(verifyRequestSchema, message as z.output<typeof verifyRequestSchema>)).toEqual(message);
    const tx = { type: 'transaction', walletPubkey: WALLET, signedTransaction: TX } as const;
    expect(z.encode(verifyRequestSchema, tx)).toEqual(tx);
    expect(verifyRequestSchema.safeParse({ type: 'transaction', walletPubkey: WALLET, signature: 'x' }).success).toBe(
      false,
    );
  });
});

describe('vaultSchema', () => {
  it('maps the real service privyVaultId to providerVaultId, with privyUserId optional', () => {
    const out = vaultSchema.parse({ userPubkey: WALLET, vaultPubkey: VAULT, privyVaultId: 'vault-uuid' });
    expect(out.providerVaultId).toBe('vault-uuid');
    expect(out.privyUserId).toBeUndefined();
    expect(vaultSchema.parse({ ...wireVault, privyUserId: null }).privyUserId).toBeNull();
  });

  it('prefers the spec name when both are present and keeps extra fields', () => {
    const out = vaultSchema.parse({ ...wireVault, privyVaultId: 'old', region: 'eu' });
    expect(out).toMatchObject({ providerVaultId: 'vault-uuid', region: 'eu' });
  });

  it('names a missing field and still encodes (sandbox side)', () => {
    expect(paths(vaultSchema.safeParse({ userPubkey: WALLET, vaultPubkey: VAULT }))).toEqual(['providerVaultId']);
    expect(z.encode(vaultSchema, wireVault)).toEqual(wireVault);
  });
});

describe('craftDepositRequestSchema', () => {
  const base = { inputMint: SOL, outputMint: USDC, userAddress: WALLET, amount: 1_000_000_000n } as const;

  it('encodes the documented example (bigint amount to string)', () => {
    expect(z.encode(craftDepositRequestSchema, { ...base, orderType: 'price', orderSubType: 'single' })).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      userAddress: WALLET,
      amount: '1000000000',
      orderType: 'price',
      orderSubType: 'single',
    });
  });

  it('requires orderSubType for price and refuses it for dca', () => {
    expect(paths(z.safeEncode(craftDepositRequestSchema, { ...base, orderType: 'price' }))).toEqual(['orderSubType']);
    expect(
      paths(z.safeEncode(craftDepositRequestSchema, { ...base, orderType: 'dca', orderSubType: 'single' })),
    ).toEqual(['orderSubType']);
    expect(z.safeEncode(craftDepositRequestSchema, { ...base, orderType: 'dca' }).success).toBe(true);
    // jlMint is for DCA "Earn While You Wait" deposits only (supplement §6).
    expect(z.safeEncode(craftDepositRequestSchema, { ...base, orderType: 'dca', jlMint: VAULT }).success).toBe(true);
    expect(
      paths(
        z.safeEncode(craftDepositRequestSchema, { ...base, orderType: 'price', orderSubType: 'single', jlMint: VAULT }),
      ),
    ).toEqual(['jlMint']);
    // orderType itself is required since the dated change (Decisions §6).
    expect(paths(craftDepositRequestSchema.safeParse({ ...base, amount: '1' }))).toContain('orderType');
  });

  it('reads the response with its token accounts', () => {
    const out = craftDepositResponseSchema.parse({
      transaction: TX,
      requestId: '01234567-89ab-cdef-0123-456789abcdef',
      receiverAddress: VAULT,
      mint: SOL,
      amount: '1000000000',
      tokenDecimals: 9,
      inputTokenAccount: 'InputTokenAccountPubkey',
      outputTokenAccount: 'OutputTokenAccountPubkey',
    });
    expect(out.amount).toBe(1_000_000_000n);
    expect(out.outputTokenAccount).toBe('OutputTokenAccountPubkey');
    const jl = craftDepositResponseSchema.parse({ ...out, amount: '5', jlTokenAccount: 'JlAccount' });
    expect(jl.jlTokenAccount).toBe('JlAccount');
    expect(paths(craftDepositResponseSchema.safeParse({ ...out, amount: '5', requestId: undefined }))).toEqual([
      'requestId',
    ]);
  });
});

describe('createPriceOrderRequestSchema', () => {
  // The documented example body (supplement §6).
  const single: CreatePriceOrderRequest = {
    orderType: 'single',
    depositRequestId: '01234567-89ab-cdef-0123-456789abcdef',
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
  };
  const check = (v: Partial<CreatePriceOrderRequest>) =>
    z.safeEncode(createPriceOrderRequestSchema, { ...single, ...v });

  it('encodes the example with inputAmount as a string', () => {
    const wire = z.encode(createPriceOrderRequestSchema, single);
    expect(wire).toMatchObject({ inputAmount: '1000000000', expiresAt: 1735689600000, triggerPriceUsd: 200 });
  });

  it('single: triggerCondition and exactly one of triggerPriceUsd / trailingBps', () => {
    expect(paths(check({ triggerCondition: undefined }))).toEqual(['triggerCondition']);
    expect(paths(check({ triggerPriceUsd: undefined }))).toEqual(['triggerPriceUsd']);
    expect(paths(check({ trailingBps: 500, triggerCondition: 'below' }))).toEqual(['trailingBps']);
    expect(check({ triggerPriceUsd: undefined, trailingBps: 500, triggerCondition: 'below' }).success).toBe(true);
  });

  it('single trailing: below watches the input mint, above the output mint (trigger yaml trailingBps)', () => {
    const trailing = { triggerPriceUsd: undefined, trailingBps: 500 } as const;
    expect(check({ ...trailing, triggerCondition: 'below', triggerMint: SOL }).success).toBe(true);
    expect(check({ ...trailing, triggerCondition: 'above', triggerMint: USDC }).success).toBe(true);
    expect(paths(check({ ...trailing, triggerCondition: 'above', triggerMint: SOL }))).toEqual(['triggerMint']);
    expect(paths(check({ ...trailing, triggerCondition: 'below', triggerMint: USDC }))).toEqual(['triggerMint']);
    // A plain (non-trailing) single order may watch either mint.
    expect(check({ triggerCondition: 'below', triggerMint: USDC }).success).toBe(true);
  });

  it('bounds trailingBps, slippage and expiry', () => {
    const sellBelow = { triggerPriceUsd: undefined, triggerCondition: 'below' } as const;
    expect(paths(check({ ...sellBelow, trailingBps: 49 }))).toEqual(['trailingBps']);
    expect(paths(check({ ...sellBelow, trailingBps: 9001 }))).toEqual(['trailingBps']);
    expect(check({ ...sellBelow, trailingBps: 50 }).success).toBe(true);
    expect(check({ ...sellBelow, trailingBps: 9000 }).success).toBe(true);
    expect(paths(check({ slippageBps: 10_001 }))).toEqual(['slippageBps']);
    expect(check({ slippageBps: 0 }).success).toBe(true);
    expect(check({ slippageBps: 10_000 }).success).toBe(true);
    expect(paths(check({ expiresAt: 1735689600 }))).toEqual(['expiresAt']); // seconds, not ms
    expect(paths(check({ triggerPriceUsd: 0 }))).toEqual(['triggerPriceUsd']);
    expect(paths(check({ outputMint: SOL }))).toEqual(['outputMint']);
  });

  it('oco: take-profit and stop-loss, take-profit above stop-loss', () => {
    const oco = { orderType: 'oco', triggerCondition: undefined, triggerPriceUsd: undefined } as const;
    expect(check({ ...oco, tpPriceUsd: 250, slPriceUsd: 150 }).success).toBe(true);
    expect(paths(check({ ...oco, tpPriceUsd: 250 }))).toEqual(['slPriceUsd']);
    expect(paths(check({ ...oco, tpPriceUsd: 150, slPriceUsd: 150 }))).toEqual(['tpPriceUsd']);
    expect(paths(check({ ...oco, tpPriceUsd: 250, slPriceUsd: 150, trailingBps: 100 }))).toEqual(['trailingBps']);
  });

  it('otoco: triggerCondition, triggerPriceUsd, take-profit and stop-loss', () => {
    const otoco = { orderType: 'otoco', tpPriceUsd: 250, slPriceUsd: 150 } as const;
    expect(check(otoco).success).toBe(true);
    expect(paths(check({ ...otoco, triggerPriceUsd: undefined }))).toEqual(['triggerPriceUsd']);
    expect(paths(check({ ...otoco, triggerCondition: undefined }))).toEqual(['triggerCondition']);
    expect(paths(check({ ...otoco, slPriceUsd: 300 }))).toEqual(['tpPriceUsd']);
  });
});

describe('updatePriceOrderRequestSchema', () => {
  it('accepts the typical bodies and refuses an empty or inconsistent one', () => {
    const ok = (v: object) => z.safeEncode(updatePriceOrderRequestSchema, { orderId: ORDER_ID, ...v } as never).success;
    expect(ok({ orderType: 'single', triggerPriceUsd: 210, slippageBps: 150 })).toBe(true);
    expect(ok({ orderType: 'oco', tpPriceUsd: 250, slPriceUsd: 150 })).toBe(true);
    expect(ok({ orderType: 'otoco', triggerPriceUsd: 190, tpPriceUsd: 250, slPriceUsd: 150 })).toBe(true);
    expect(ok({ orderType: 'single' })).toBe(false);
    expect(ok({ orderType: 'oco', tpPriceUsd: 100, slPriceUsd: 150 })).toBe(false);
    expect(ok({ orderType: 'oco', trailingBps: 100 })).toBe(false);
  });
});

describe('orderHistoryItemSchema', () => {
  it('reads the documented item: bigint amounts, ms times, alias mapped, extra kept', () => {
    const out = orderHistoryItemSchema.parse({ ...wireOrder, parentId: null });
    expect(out.providerWalletPubkey).toBe(VAULT);
    expect(out.initialInputAmount).toBe(1_000_000_000n);
    expect(out.outputAmount).toBe(200_000_000n);
    expect(out.expiresAt).toBe(1704067200000);
    expect(out.events?.[0]?.amount).toBe(1_000_000_000n);
    expect(out.events?.[1]).toMatchObject({ type: 'fill', orderContext: 'buy_above', outputAmount: 200_000_000n });
    expect(out).toHaveProperty('parentId', null);
  });

  it('keeps unknown enum values as strings', () => {
    const out = orderHistoryItemSchema.parse({
      ...wireOrder,
      orderType: 'bracket',
      orderState: 'paused',
      rawState: 'frozen',
      triggerCondition: 'crosses',
      events: [{ type: 'refund', timestamp: 1, state: 'queued', orderContext: 'trailing_stop' }],
    });
    expect(out).toMatchObject({ orderType: 'bracket', orderState: 'paused', rawState: 'frozen' });
    expect(out.events?.[0]).toMatchObject({ type: 'refund', state: 'queued', orderContext: 'trailing_stop' });
  });

  it('accepts the nullable fields as null and derives orderState from rawState when absent', () => {
    const { orderState: _s, ...noState } = wireOrder;
    const out = orderHistoryItemSchema.parse({
      ...noState,
      rawState: 'ready_to_cancel',
      expiresAt: null,
      triggeredAt: null,
      outputAmount: null,
      inputUsed: null,
      fillPercent: null,
    });
    expect(out.orderState).toBe('pending_withdraw');
    expect(out.outputAmount).toBeNull();
  });

  it('names a missing required field', () => {
    const { inputMint: _m, ...noMint } = wireOrder;
    expect(paths(orderHistoryItemSchema.safeParse(noMint))).toEqual(['inputMint']);
    const { orderState: _s, rawState: _r, ...noState } = wireOrder;
    expect(paths(orderHistoryItemSchema.safeParse(noState))).toEqual(['orderState']);
    expect(paths(orderHistoryItemSchema.safeParse({ ...wireOrder, initialInputAmount: '1.5' }))).toEqual([
      'initialInputAmount',
    ]);
  });

  it('reads a history page and encodes an item back to the wire (sandbox side)', () => {
    const page = orderHistoryResponseSchema.parse({
      orders: [wireOrder],
      pagination: { total: 1, limit: 20, offset: 0 },
    });
    expect(page.pagination.total).toBe(1);
    const wire = z.encode(orderHistoryItemSchema, page.orders[0]!) as Record<string, unknown>;
    expect(wire.initialInputAmount).toBe('1000000000');
    expect(paths(orderHistoryResponseSchema.safeParse({ orders: [] }))).toEqual(['pagination']);
  });
});

describe('order states', () => {
  it('maps every documented rawState to its display state', () => {
    expect(displayStateOf('pending_deposit')).toBe('pending');
    expect(displayStateOf('depositing')).toBe('pending');
    expect(displayStateOf('open')).toBe('open');
    for (const raw of ['ready_execute', 'ready_expire', 'executing', 'execute_success', 'execute_failed']) {
      expect(displayStateOf(raw)).toBe('executing');
    }
    for (const raw of ['ready_withdraw_output', 'withdrawing', 'partial_fill_success']) {
      expect(displayStateOf(raw)).toBe('executing');
    }
    expect(displayStateOf('fill_success')).toBe('filled');
    expect(displayStateOf('ready_to_cancel')).toBe('pending_withdraw');
    expect(displayStateOf('cancelled')).toBe('cancelled');
    expect(displayStateOf('oco_cancelled')).toBe('cancelled');
    expect(displayStateOf('expired')).toBe('expired');
    for (const raw of ['deposit_failed', 'withdraw_failed', 'fill_failed']) expect(displayStateOf(raw)).toBe('failed');
    expect(Object.keys(RAW_STATE_DISPLAY)).toHaveLength(19);
  });

  it('answers unknown for anything else, inherited names included', () => {
    expect(displayStateOf('frozen')).toBe('unknown');
    expect(displayStateOf('toString')).toBe('unknown');
  });

  it('groups display states as the history filter does', () => {
    expect(HISTORY_STATE_GROUPS.active).toEqual(['open']);
    expect(HISTORY_STATE_GROUPS.past).toEqual(['filled', 'cancelled', 'expired']);
  });
});

describe('orderByIdResponseSchema', () => {
  const schema = orderByIdResponseSchema(ORDER_ID);

  it('reads one item, {order}, or {orders} picking the id', () => {
    expect(schema.parse(wireOrder).id).toBe(ORDER_ID);
    expect(schema.parse({ order: wireOrder }).id).toBe(ORDER_ID);
    const other = { ...wireOrder, id: 'other' };
    expect(schema.parse({ orders: [other, wireOrder], pagination: {} }).id).toBe(ORDER_ID);
  });

  it('reports an id missing from a list, and field names inside a wrapper', () => {
    expect(schema.safeParse({ orders: [{ ...wireOrder, id: 'other' }] }).success).toBe(false);
    const { outputMint: _o, ...broken } = wireOrder;
    expect(paths(schema.safeParse({ order: broken }))).toEqual(['outputMint']);
  });
});

describe('required response fields (spec §4.6, supplement §6)', () => {
  const deposit = {
    transaction: TX,
    requestId: 'dep-1',
    receiverAddress: VAULT,
    mint: SOL,
    amount: '1000000000',
    tokenDecimals: 9,
  };
  const cases: [string, zm.ZodMiniType, Record<string, unknown>][] = [
    ['verify', verifyResponseSchema, { token: 'eyJ' }],
    ['deposit craft', craftDepositResponseSchema, deposit],
    // depositConfirmed is optional (the service's own schema): only id and txSignature are required.
    ['create order', createPriceOrderResponseSchema, { id: ORDER_ID, txSignature: 'sig' }],
    ['cancel initiate', initiateCancelResponseSchema, { id: ORDER_ID, transaction: TX, requestId: 'c-1' }],
    ['confirm cancel', confirmCancelResponseSchema, { id: ORDER_ID, txSignature: 'sig' }],
  ];

  it.each(cases)('%s: the full body parses and each missing field is named', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const key of Object.keys(body)) {
      const { [key]: _dropped, ...rest } = body;
      expect(paths(schema.safeParse(rest))).toEqual([key]);
    }
  });

  it('reads a create-order answer with or without depositConfirmed', () => {
    const out = createPriceOrderResponseSchema.parse({ id: ORDER_ID, txSignature: 'sig', depositConfirmed: true });
    expect(out.depositConfirmed).toBe(true);
  });

  it('names a missing pagination field and a missing cancelRequestId', () => {
    for (const key of ['total', 'limit', 'offset']) {
      const { [key]: _dropped, ...pagination } = { total: 1, limit: 20, offset: 0 } as Record<string, number>;
      expect(paths(orderHistoryResponseSchema.safeParse({ orders: [], pagination }))).toEqual([`pagination.${key}`]);
    }
    const confirm = { orderId: ORDER_ID, signedTransaction: TX } as z.output<typeof confirmCancelRequestSchema>;
    expect(paths(z.safeEncode(confirmCancelRequestSchema, confirm))).toEqual(['cancelRequestId']);
  });
});

describe('order events', () => {
  it('read null in any optional field as absent, so one odd event never fails a history', () => {
    const out = orderEventSchema.parse({
      type: null,
      timestamp: 1704000000000,
      state: null,
      mint: null,
      outputMint: null,
      orderContext: null,
      amount: null,
    });
    expect(out).toMatchObject({ timestamp: 1704000000000, mint: null, type: null });
  });
});
