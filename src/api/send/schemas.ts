import * as z from 'zod/mini';
import {
  addressSchema,
  base64TxSchema,
  isoOrUnixSecondsSchema,
  looseBooleanSchema,
  rawAmountSchema,
  tolerantEnum,
} from '../common';

/** The Send program; invite PDAs are derived from it (supplement §9). The derivation itself lives elsewhere. */
export const SEND_PROGRAM_ID = 'inv1tEtSwRMtM44tbvJGNiTxMvDfPVnX9StyqXfDfks';

export const craftSendParamsSchema = z.object({
  /** Public key of the keypair derived from the invite code; the code itself never leaves the app. */
  inviteSigner: addressSchema,
  sender: addressSchema,
  amount: rawAmountSchema,
  mint: z.optional(addressSchema),
});
export type CraftSendParams = z.output<typeof craftSendParamsSchema>;

/** Signed by the sender AND the invite keypair, then sent through the app's RPC (no execute route). */
export const craftSendResponseSchema = z.looseObject({
  tx: base64TxSchema,
  /** Described as Unix time, shown as ISO in the example: both are read, decoded to epoch ms (Decisions §5). */
  expiry: isoOrUnixSecondsSchema,
  totalFeeLamports: rawAmountSchema,
});
export type CraftSendResponse = z.output<typeof craftSendResponseSchema>;

export const craftClawbackParamsSchema = z.object({ invitePDA: addressSchema, sender: addressSchema });
export type CraftClawbackParams = z.output<typeof craftClawbackParamsSchema>;

export const craftClawbackResponseSchema = z.looseObject({ tx: base64TxSchema });
export type CraftClawbackResponse = z.output<typeof craftClawbackResponseSchema>;

/** `page` is 1-based (spec Limits: minimum 1); the service defaults it to 1. */
export const inviteListParamsSchema = z.object({
  address: addressSchema,
  page: z.optional(z.int().check(z.gte(1))),
});
export type InviteListParams = z.output<typeof inviteListParamsSchema>;

/** `clawback` / `expired` are the sandbox's names for values supplement §9, §14 lists as unknown: enum stays open. */
export const INVITE_ACTIONS = ['created', 'claimed', 'clawback', 'expired'] as const;
export const inviteActionSchema = tolerantEnum(INVITE_ACTIONS);

/** Spec §2.6 with supplement §9 nullables; `invite_pda` is kept as sent (not always base58). */
export const inviteSchema = z.looseObject({
  invite_signer: addressSchema,
  invite_pda: z.string().check(z.minLength(1)),
  sender: addressSchema,
  receiver: z.nullish(z.string()),
  mint: z.nullable(addressSchema),
  amount: rawAmountSchema,
  expiry: isoOrUnixSecondsSchema,
  creation_time: isoOrUnixSecondsSchema,
  deletion_time: z.nullable(isoOrUnixSecondsSchema),
  creation_tx: z.nullish(z.string()),
  deletion_tx: z.nullish(z.string()),
  action: z.nullable(inviteActionSchema),
  /** Boolean in the spec, integer (nullable) in the service's yaml: true/false/0/1 and null are all read. */
  confirmed: z.nullable(looseBooleanSchema),
});
export type Invite = z.output<typeof inviteSchema>;

export const isInviteAddress = (pda: string): boolean => z.safeParse(addressSchema, pda).success;

export const inviteListResponseSchema = z.looseObject({
  invites: z.array(inviteSchema),
  hasMoreData: z.boolean(),
});
export type InviteListResponse = z.output<typeof inviteListResponseSchema>;
