import * as z from 'zod/mini';
import { addressSchema, base64TxSchema, rawAmountSchema } from '../../api/common';

export const TX_STATUSES = ['signing', 'sending', 'confirming', 'confirmed', 'failed', 'expired'] as const;
export type TxStatus = (typeof TX_STATUSES)[number];
export const FINAL_STATUSES: readonly TxStatus[] = ['confirmed', 'failed', 'expired'];
export const isFinalStatus = (s: TxStatus): boolean => FINAL_STATUSES.includes(s);

/** Execute, the user's RPC, the submission endpoint, Studio's submit (supplement §8), or `service`. */
export const TX_LANDS = ['execute-v2', 'execute-ultra', 'rpc', 'submit', 'studio-submit', 'service'] as const;
export type TxLand = (typeof TX_LANDS)[number];

export const TX_KINDS = ['swap', 'send', 'order', 'recurring', 'launch', 'invite', 'lend', 'prediction'] as const;
export type TxKind = (typeof TX_KINDS)[number] | (string & {});

const ERROR_KINDS = ['unreadable', 'refused', 'unverified', 'rejected', 'rpc', 'api', 'failed', 'expired'] as const;

export const txRecordErrorSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  message: z.string(),
  fix: z.string(),
  code: z.optional(z.number()),
});
export type TxRecordError = z.output<typeof txRecordErrorSchema>;

export const executedAmountsSchema = z.object({
  totalInputAmount: z.optional(rawAmountSchema),
  totalOutputAmount: z.optional(rawAmountSchema),
  inputAmountResult: z.optional(rawAmountSchema),
  outputAmountResult: z.optional(rawAmountSchema),
  slot: z.optional(z.string()),
});

/** Persisted once signed so tracking resumes with the same bytes: re-posting is idempotent, re-signing is not. */
export const txRecordSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.string().check(z.minLength(1), z.maxLength(40)),
  wallet: addressSchema,
  land: z.enum(TX_LANDS),
  signature: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
  requestId: z.optional(z.string().check(z.minLength(1))),
  /** base64, kept for an idempotent re-post; null only while the wallet is being asked (never persisted then). */
  signedTransaction: z.nullable(base64TxSchema.check(z.minLength(1))),
  blockhash: z.string().check(z.minLength(1), z.maxLength(100)),
  lastValidBlockHeight: z.nullable(z.int().check(z.nonnegative())),
  createdAt: z.int().check(z.nonnegative()),
  submittedAt: z.nullable(z.int().check(z.nonnegative())),
  updatedAt: z.int().check(z.nonnegative()),
  status: z.enum(TX_STATUSES),
  summary: z.string().check(z.maxLength(500)),
  result: z.optional(executedAmountsSchema),
  error: z.optional(txRecordErrorSchema),
});
export type TxRecord = z.output<typeof txRecordSchema>;

export type TxRecordPatch = Partial<Omit<TxRecord, 'id' | 'createdAt' | 'updatedAt'>>;
