import * as z from 'zod/mini';
import { addressSchema, base64TxSchema, rawAmountSchema, tolerantEnum } from '../common';

/** Deposits below this are refused by `POST /deposit/craft` (supplement §6). */
export const TRIGGER_MIN_DEPOSIT_USD = 10;
export const TRAILING_BPS_MIN = 50;
export const TRAILING_BPS_MAX = 9000;
export const HISTORY_LIMIT_MAX = 100;

/** Supplement §0.2 field aliases; a codec rather than `z.preprocess` so the sandbox can still `z.encode`. */
function withFieldAliases<S extends z.ZodMiniType>(
  schema: S,
  aliases: Readonly<Record<string, string>>,
  fill?: (o: Record<string, unknown>) => void,
): z.ZodMiniCodec<z.ZodMiniUnknown, S> {
  return z.codec(z.unknown(), schema, {
    decode: (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return v as z.input<S>;
      const o: Record<string, unknown> = { ...(v as Record<string, unknown>) };
      for (const [alias, name] of Object.entries(aliases)) {
        if (o[name] === undefined && o[alias] !== undefined) o[name] = o[alias];
      }
      fill?.(o);
      return o as z.input<S>;
    },
    encode: (v) => v,
  });
}

const bpsSchema = z.int().check(z.gte(0), z.lte(10_000));
const trailingBpsSchema = z.int().check(z.gte(TRAILING_BPS_MIN), z.lte(TRAILING_BPS_MAX));
const priceUsdSchema = z.number().check(z.positive());
const orderIdSchema = z.string().check(z.minLength(1));

// ---- Authentication (spec: Authentication §2; supplement §6) ----

export const CHALLENGE_TYPES = ['message', 'transaction'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

export const challengeRequestSchema = z.object({
  walletPubkey: addressSchema,
  type: z.enum(CHALLENGE_TYPES),
});
export type ChallengeRequest = z.output<typeof challengeRequestSchema>;

/** A message to sign as UTF-8 bytes, or a memo transaction (hardware wallets) that is signed but never sent. */
export const challengeResponseSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('message'), challenge: z.string().check(z.minLength(1)) }),
  z.looseObject({ type: z.literal('transaction'), transaction: base64TxSchema }),
]);
export type ChallengeResponse = z.output<typeof challengeResponseSchema>;

export const verifyRequestSchema = z.discriminatedUnion('type', [
  // `signature` is the base58 ed25519 signature of the challenge bytes.
  z.object({ type: z.literal('message'), walletPubkey: addressSchema, signature: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('transaction'), walletPubkey: addressSchema, signedTransaction: base64TxSchema }),
]);
export type VerifyRequest = z.output<typeof verifyRequestSchema>;

/** A JWT valid 24 h; no expiry field and no refresh route: a 401 means sign in again (supplement §6). */
export const verifyResponseSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
export type VerifyResponse = z.output<typeof verifyResponseSchema>;

// ---- Vault (spec §2.5) ----

const vaultObjectSchema = z.looseObject({
  userPubkey: z.string(),
  vaultPubkey: z.string(),
  providerVaultId: z.string(),
  privyUserId: z.nullish(z.string()),
});
export const vaultSchema = withFieldAliases(vaultObjectSchema, { privyVaultId: 'providerVaultId' });
export type Vault = z.output<typeof vaultSchema>;

// ---- Deposit (spec §4.6; supplement §6 and Decisions §6: orderType is required) ----

export const DEPOSIT_ORDER_TYPES = ['price', 'dca'] as const;
export const PRICE_ORDER_TYPES = ['single', 'oco', 'otoco'] as const;
export type PriceOrderType = (typeof PRICE_ORDER_TYPES)[number];

export const craftDepositRequestSchema = z
  .object({
    inputMint: addressSchema,
    outputMint: addressSchema,
    userAddress: addressSchema,
    amount: rawAmountSchema,
    orderType: z.enum(DEPOSIT_ORDER_TYPES),
    orderSubType: z.optional(z.enum(PRICE_ORDER_TYPES)),
    /** DCA "Earn While You Wait" only. */
    jlMint: z.optional(addressSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.orderType === 'price' && v.orderSubType === undefined) {
        ctx.addIssue({ code: 'custom', path: ['orderSubType'], message: 'required when orderType is price' });
      }
      if (v.orderType === 'dca' && v.orderSubType !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['orderSubType'], message: 'must be omitted when orderType is dca' });
      }
      if (v.orderType !== 'dca' && v.jlMint !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['jlMint'], message: 'only for dca deposits' });
      }
    }),
  );
export type CraftDepositRequest = z.output<typeof craftDepositRequestSchema>;

export const craftDepositResponseSchema = z.looseObject({
  transaction: base64TxSchema,
  /** Pass as `depositRequestId` to order creation; usable once. */
  requestId: z.string().check(z.minLength(1)),
  receiverAddress: z.string(),
  mint: z.string(),
  amount: rawAmountSchema,
  tokenDecimals: z.int(),
  inputTokenAccount: z.optional(z.string()),
  /** Returned instead of `inputTokenAccount` for a DCA deposit crafted with `jlMint`. */
  jlTokenAccount: z.optional(z.string()),
  /** OTOCO only. */
  outputTokenAccount: z.optional(z.string()),
});
export type CraftDepositResponse = z.output<typeof craftDepositResponseSchema>;

// ---- Price orders (supplement §6) ----

export const TRIGGER_CONDITIONS = ['above', 'below'] as const;

type PriceFields = {
  orderType: PriceOrderType;
  triggerCondition?: string | undefined;
  triggerPriceUsd?: number | undefined;
  trailingBps?: number | undefined;
  tpPriceUsd?: number | undefined;
  slPriceUsd?: number | undefined;
};

function requireFields(v: PriceFields, ctx: z.core.$RefinementCtx, names: readonly (keyof PriceFields)[]) {
  for (const name of names) {
    if (v[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: `required for ${v.orderType} orders` });
    }
  }
}

/** The price relationships of one order type; `creating` adds the fields only creation requires. */
function checkPriceFields(v: PriceFields, ctx: z.core.$RefinementCtx, creating: boolean) {
  if (v.trailingBps !== undefined && v.orderType !== 'single') {
    ctx.addIssue({ code: 'custom', path: ['trailingBps'], message: 'only single orders can trail' });
  }
  if (v.triggerPriceUsd !== undefined && v.trailingBps !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['trailingBps'], message: 'a trailing order has no trigger price' });
  }
  if (v.tpPriceUsd !== undefined && v.slPriceUsd !== undefined && !(v.tpPriceUsd > v.slPriceUsd)) {
    ctx.addIssue({ code: 'custom', path: ['tpPriceUsd'], message: 'take-profit must be above stop-loss' });
  }
  if (!creating) return;
  switch (v.orderType) {
    case 'single':
      requireFields(v, ctx, ['triggerCondition']);
      if (v.triggerPriceUsd === undefined && v.trailingBps === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['triggerPriceUsd'],
          message: 'send exactly one of triggerPriceUsd and trailingBps',
        });
      }
      break;
    case 'oco':
      requireFields(v, ctx, ['tpPriceUsd', 'slPriceUsd']);
      break;
    case 'otoco':
      requireFields(v, ctx, ['triggerCondition', 'triggerPriceUsd', 'tpPriceUsd', 'slPriceUsd']);
      break;
  }
}

/** The prices and tolerances an order is created with and that an update may change (supplement §6 table). */
const priceFields = {
  triggerPriceUsd: z.optional(priceUsdSchema),
  trailingBps: z.optional(trailingBpsSchema),
  slippageBps: z.optional(bpsSchema),
  tpPriceUsd: z.optional(priceUsdSchema),
  slPriceUsd: z.optional(priceUsdSchema),
  tpSlippageBps: z.optional(bpsSchema),
  slSlippageBps: z.optional(bpsSchema),
};

export const createPriceOrderRequestSchema = z
  .object({
    orderType: z.enum(PRICE_ORDER_TYPES),
    depositRequestId: z.string().check(z.minLength(1)),
    depositSignedTx: base64TxSchema,
    userPubkey: addressSchema,
    inputMint: addressSchema,
    inputAmount: rawAmountSchema,
    outputMint: addressSchema,
    triggerMint: addressSchema,
    expiresAt: z.int().check(z.gte(1e12, 'expected epoch milliseconds')),
    triggerCondition: z.optional(z.enum(TRIGGER_CONDITIONS)),
    ...priceFields,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.inputMint === v.outputMint) {
        ctx.addIssue({ code: 'custom', path: ['outputMint'], message: 'must differ from inputMint' });
      }
      // A trailing order's direction is its condition: sell-below watches the input mint, buy-above the output mint.
      if (v.trailingBps !== undefined && v.triggerCondition !== undefined) {
        const below = v.triggerCondition === 'below';
        if (v.triggerMint !== (below ? v.inputMint : v.outputMint)) {
          const message = `a trailing ${v.triggerCondition} order watches its ${below ? 'input' : 'output'} mint`;
          ctx.addIssue({ code: 'custom', path: ['triggerMint'], message });
        }
      }
      checkPriceFields(v, ctx, true);
    }),
  );
export type CreatePriceOrderRequest = z.output<typeof createPriceOrderRequestSchema>;

export const createPriceOrderResponseSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  txSignature: z.string(),
  /** Optional in the service's own schema: its absence must not turn a landed deposit into a reported failure. */
  depositConfirmed: z.optional(z.boolean()),
  message: z.optional(z.string()),
});
export type CreatePriceOrderResponse = z.output<typeof createPriceOrderResponseSchema>;

const UPDATE_FIELDS = Object.keys(priceFields) as (keyof typeof priceFields)[];

/** `orderId` goes in the path, the rest in the body. Allowed only while the order is `open` (spec §3 rule 1). */
export const updatePriceOrderRequestSchema = z
  .object({
    orderId: orderIdSchema,
    orderType: z.enum(PRICE_ORDER_TYPES),
    ...priceFields,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (UPDATE_FIELDS.every((k) => v[k] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [], message: 'nothing to update' });
      }
      checkPriceFields(v, ctx, false);
    }),
  );
export type UpdatePriceOrderRequest = z.output<typeof updatePriceOrderRequestSchema>;

export const orderIdResponseSchema = z.looseObject({ id: z.string().check(z.minLength(1)) });
export type OrderIdResponse = z.output<typeof orderIdResponseSchema>;

export const orderRefSchema = z.object({ orderId: orderIdSchema });
export type OrderRef = z.output<typeof orderRefSchema>;

/** ⚠ `requestId` here is sent back as `cancelRequestId` to confirm-cancel (supplement §6). */
export const initiateCancelResponseSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  transaction: base64TxSchema,
  requestId: z.string().check(z.minLength(1)),
});
export type InitiateCancelResponse = z.output<typeof initiateCancelResponseSchema>;

export const confirmCancelRequestSchema = z.object({
  orderId: orderIdSchema,
  signedTransaction: base64TxSchema,
  cancelRequestId: z.string().check(z.minLength(1)),
});
export type ConfirmCancelRequest = z.output<typeof confirmCancelRequestSchema>;

export const confirmCancelResponseSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  txSignature: z.string(),
});
export type ConfirmCancelResponse = z.output<typeof confirmCancelResponseSchema>;

// ---- Order states (spec §3; supplement §6 "Display state ↔ rawState") ----

export const DISPLAY_STATES = [
  'pending',
  'open',
  'executing',
  'filled',
  'pending_withdraw',
  'cancelled',
  'expired',
  'failed',
] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

export const RAW_STATE_DISPLAY = {
  pending_deposit: 'pending',
  depositing: 'pending',
  open: 'open',
  ready_execute: 'executing',
  ready_expire: 'executing',
  executing: 'executing',
  execute_success: 'executing',
  execute_failed: 'executing',
  ready_withdraw_output: 'executing',
  withdrawing: 'executing',
  partial_fill_success: 'executing',
  fill_success: 'filled',
  ready_to_cancel: 'pending_withdraw',
  cancelled: 'cancelled',
  oco_cancelled: 'cancelled',
  expired: 'expired',
  deposit_failed: 'failed',
  withdraw_failed: 'failed',
  fill_failed: 'failed',
} as const satisfies Record<string, DisplayState>;
export type RawState = keyof typeof RAW_STATE_DISPLAY;
export const RAW_STATES = Object.keys(RAW_STATE_DISPLAY) as [RawState, ...RawState[]];

/** The display state of a raw state; an unknown raw state stays visible as `unknown` rather than failing. */
export function displayStateOf(rawState: string): DisplayState | 'unknown' {
  return Object.hasOwn(RAW_STATE_DISPLAY, rawState) ? RAW_STATE_DISPLAY[rawState as RawState] : 'unknown';
}

export const HISTORY_STATE_GROUPS = {
  active: ['open'],
  past: ['filled', 'cancelled', 'expired'],
} as const satisfies Record<string, readonly DisplayState[]>;
export type HistoryStateGroup = keyof typeof HISTORY_STATE_GROUPS;
export const HISTORY_STATES = ['active', 'past'] as const satisfies readonly HistoryStateGroup[];

// ---- Order history (spec §2.5, §4.6; supplement §6) ----

export const EVENT_TYPES = ['deposit', 'fill', 'withdrawal', 'cancelled', 'expired'] as const;
export const EVENT_STATES = ['success', 'failed', 'pending'] as const;
export const ORDER_CONTEXTS = ['take_profit', 'stop_loss', 'buy_above', 'buy_below'] as const;

export const orderEventSchema = z.looseObject({
  // Nullish throughout: one null in one event must not fail a whole order history.
  type: z.nullish(tolerantEnum(EVENT_TYPES)),
  /** Epoch ms. */
  timestamp: z.number(),
  txSignature: z.nullish(z.string()),
  state: z.nullish(tolerantEnum(EVENT_STATES)),
  mint: z.nullish(z.string()),
  amount: z.nullish(rawAmountSchema),
  outputMint: z.nullish(z.string()),
  outputAmount: z.nullish(rawAmountSchema),
  orderContext: z.nullish(tolerantEnum(ORDER_CONTEXTS)),
});
export type OrderEvent = z.output<typeof orderEventSchema>;

const orderHistoryObjectSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  orderType: tolerantEnum(PRICE_ORDER_TYPES),
  orderState: tolerantEnum(DISPLAY_STATES),
  rawState: z.optional(tolerantEnum(RAW_STATES)),
  userPubkey: z.string(),
  providerWalletPubkey: z.optional(z.string()),
  inputMint: z.string(),
  outputMint: z.string(),
  initialInputAmount: z.optional(rawAmountSchema),
  remainingInputAmount: z.optional(rawAmountSchema),
  triggerMint: z.optional(z.string()),
  // Absent for OCO orders, which have two prices instead of one trigger.
  triggerCondition: z.nullish(tolerantEnum(TRIGGER_CONDITIONS)),
  triggerPriceUsd: z.nullish(z.number()),
  slippageBps: z.nullish(z.number()),
  // Not in the service's OrderHistoryItem, but OCO/OTOCO rows need them when present.
  tpPriceUsd: z.nullish(z.number()),
  slPriceUsd: z.nullish(z.number()),
  expiresAt: z.nullish(z.number()),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  triggeredAt: z.nullish(z.number()),
  outputAmount: z.nullish(rawAmountSchema),
  inputUsed: z.nullish(rawAmountSchema),
  fillPercent: z.nullish(z.number()),
  trailingBps: z.nullish(z.number()),
  highWatermark: z.nullish(z.number()),
  lowWatermark: z.nullish(z.number()),
  events: z.optional(z.array(orderEventSchema)),
});

/** Spec §2.5: `privyWalletPubkey` read as `providerWalletPubkey`; a missing `orderState` derived from `rawState`. */
export const orderHistoryItemSchema = withFieldAliases(
  orderHistoryObjectSchema,
  { privyWalletPubkey: 'providerWalletPubkey' },
  (o) => {
    if (o.orderState !== undefined || typeof o.rawState !== 'string') return;
    const display = displayStateOf(o.rawState);
    if (display !== 'unknown') o.orderState = display;
  },
);
export type OrderHistoryItem = z.output<typeof orderHistoryItemSchema>;

export const HISTORY_SORTS = ['updated_at', 'created_at', 'expires_at'] as const;
export const SORT_DIRS = ['asc', 'desc'] as const;

export const orderHistoryParamsSchema = z.object({
  state: z.optional(z.enum(HISTORY_STATES)),
  mint: z.optional(addressSchema),
  limit: z.optional(z.int().check(z.gte(1), z.lte(HISTORY_LIMIT_MAX))),
  offset: z.optional(z.int().check(z.gte(0))),
  sort: z.optional(z.enum(HISTORY_SORTS)),
  dir: z.optional(z.enum(SORT_DIRS)),
});
export type OrderHistoryParams = z.output<typeof orderHistoryParamsSchema>;

export const orderHistoryResponseSchema = z.looseObject({
  orders: z.array(orderHistoryItemSchema),
  pagination: z.looseObject({ total: z.int(), limit: z.int(), offset: z.int() }),
});
export type OrderHistoryResponse = z.output<typeof orderHistoryResponseSchema>;

/** Path inferred, shape unknown (supplement §6, §14): accepts the item, `{order}` or `{orders}`. */
export function orderByIdResponseSchema(orderId: string) {
  return z.codec(z.unknown(), orderHistoryItemSchema, {
    decode: (v, ctx) => {
      if (typeof v !== 'object' || v === null || 'id' in v) return v;
      const o = v as Record<string, unknown>;
      if (typeof o.order === 'object' && o.order !== null) return o.order;
      if (Array.isArray(o.orders)) {
        const list = o.orders as unknown[];
        const hit = list.find((x) => typeof x === 'object' && x !== null && (x as { id?: unknown }).id === orderId);
        if (hit !== undefined) return hit;
        ctx.issues.push({ code: 'custom', message: `order ${orderId} is not in the response`, input: v });
        return z.NEVER;
      }
      return v;
    },
    encode: (item) => item,
  });
}
