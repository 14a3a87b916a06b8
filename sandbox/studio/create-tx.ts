import {
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  ExtensionType,
  getMintLen,
  LENGTH_SIZE,
  TYPE_SIZE,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { MAX_LOCKED_SHARE_BPS, STUDIO_TOKEN_DECIMALS, STUDIO_TOTAL_SUPPLY, toRaw } from '../../src/utils/studio-curve';
import { createPoolTxParamsSchema, poolFeeParamSchema } from '../../src/api/studio/schemas';
import { BASE_PROGRAM, curveOf, launchKeys, type LaunchRecord, QUOTE_PROGRAM } from './launch';

// Spec §4.8 and supplement decision 4: `fee` may be left out (100 bps).
export const createBodySchema = z.object({ ...createPoolTxParamsSchema.shape, fee: z.optional(poolFeeParamSchema) });
export type CreateBody = z.output<typeof createBodySchema>;

const QUOTE_DECIMALS: Record<string, number> = {
  EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: 6,
  So11111111111111111111111111111111111111112: 9,
  JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN: 6,
};
// Metaplex's bounds: longer ones would not fit the create transaction's metadata anyway.
const NAME_MAX = 32;
const SYMBOL_MAX = 10;
const WHOLE = 10n ** BigInt(STUDIO_TOKEN_DECIMALS);

export type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

export function zodFieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) add(errors, issue.path.join('.') || 'body', issue.message);
  return errors;
}

// What the schema cannot say: quote decimals, the vesting rules, curve bounds (supplement §8).
export function checkBody(body: CreateBody): FieldErrors {
  const errors: FieldErrors = {};
  const p = body.buildCurveByMarketCapParam;
  const v = p.lockedVestingParam;
  if (body.tokenName.length > NAME_MAX) add(errors, 'tokenName', `at most ${String(NAME_MAX)} characters`);
  if (body.tokenSymbol.length > SYMBOL_MAX) add(errors, 'tokenSymbol', `at most ${String(SYMBOL_MAX)} characters`);
  const decimals = QUOTE_DECIMALS[p.quoteMint];
  if (decimals !== p.tokenQuoteDecimal) {
    add(errors, 'buildCurveByMarketCapParam.tokenQuoteDecimal', `must be ${String(decimals)} for this quote mint`);
  }
  const field = (name: string) => `buildCurveByMarketCapParam.lockedVestingParam.${name}`;
  if (!Number.isInteger(v.totalLockedVestingAmount)) add(errors, field('totalLockedVestingAmount'), 'whole tokens');
  if (BigInt(Math.ceil(v.totalLockedVestingAmount)) * WHOLE * 10_000n > STUDIO_TOTAL_SUPPLY * MAX_LOCKED_SHARE_BPS) {
    add(errors, field('totalLockedVestingAmount'), 'at most 80 % of the supply (800,000,000 tokens)');
  }
  if (!Number.isInteger(v.cliffUnlockAmount)) add(errors, field('cliffUnlockAmount'), 'whole tokens');
  if (v.cliffUnlockAmount > v.totalLockedVestingAmount) {
    add(errors, field('cliffUnlockAmount'), 'must not exceed totalLockedVestingAmount');
  }
  const linear = v.totalLockedVestingAmount - v.cliffUnlockAmount;
  if (linear > 0 && (v.numberOfVestingPeriod === 0 || v.totalVestingDuration === 0)) {
    add(errors, field('numberOfVestingPeriod'), 'tokens locked past the cliff need periods and a duration');
  }
  if (Object.keys(errors).length === 0) {
    try {
      buildCurveFor(body);
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      const name = message.split(' ')[0] ?? '';
      const known = name.endsWith('MarketCap') ? name : 'migrationMarketCap';
      add(errors, name.endsWith('Amount') ? field(name) : `buildCurveByMarketCapParam.${known}`, message);
    }
  }
  return errors;
}

function capsOf(body: CreateBody) {
  const p = body.buildCurveByMarketCapParam;
  return {
    initialCap: toRaw(p.initialMarketCap, p.tokenQuoteDecimal),
    migrationCap: toRaw(p.migrationMarketCap, p.tokenQuoteDecimal),
    locked: BigInt(p.lockedVestingParam.totalLockedVestingAmount) * WHOLE,
  };
}

function buildCurveFor(body: CreateBody) {
  const c = capsOf(body);
  return curveOf({
    initialCap: c.initialCap.toString(),
    migrationCap: c.migrationCap.toString(),
    vesting: { total: c.locked.toString(), cliffUnlock: '0', periods: 0, durationSeconds: 0, cliffSeconds: 0 },
  } as LaunchRecord);
}

// Anti-sniping windows `fee.totalDuration` may name (supplement §8).
const ANTI_SNIPING_WINDOWS = [60, 120, 180, 240, 300] as const;

// Spec §4.8: without a window named, the decay runs over a randomised documented period.
const randomWindow = (mint: PublicKey) => ANTI_SNIPING_WINDOWS[(mint.toBytes()[0] ?? 0) % ANTI_SNIPING_WINDOWS.length];

function borshString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
}

// spl-token-metadata-interface `initialize` (the Token-2022 metadata extension), encoded here: it is 3 strings.
function initializeMetadata(mint: PublicKey, authority: PublicKey, name: string, symbol: string, uri: string) {
  const discriminator = createHash('sha256').update('spl_token_metadata_interface:initialize_account').digest();
  return new TransactionInstruction({
    programId: new PublicKey(BASE_PROGRAM),
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: Buffer.concat([discriminator.subarray(0, 8), borshString(name), borshString(symbol), borshString(uri)]),
  });
}

export interface BuildContext {
  readonly seed: string;
  readonly nowMs: number;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  readonly rentExempt: (bytes: number) => bigint;
  readonly metadataUri: (mint: string) => string;
  /** A mint key chosen by the caller (the big-wallet seed's repeat); otherwise a fresh one. */
  readonly mint?: Keypair;
}

export function buildCreateTx(body: CreateBody, ctx: BuildContext): { record: LaunchRecord; tx: VersionedTransaction } {
  const p = body.buildCurveByMarketCapParam;
  const caps = capsOf(body);
  const curve = buildCurveFor(body);
  const mint = ctx.mint ?? Keypair.generate();
  const mintAddress = mint.publicKey.toBase58();
  const record: LaunchRecord = {
    mint: mintAddress,
    creator: body.creator,
    name: body.tokenName,
    symbol: body.tokenSymbol,
    imageContentType: body.tokenImageContentType,
    quoteMint: p.quoteMint,
    quoteDecimals: p.tokenQuoteDecimal,
    initialCap: caps.initialCap.toString(),
    migrationCap: caps.migrationCap.toString(),
    vesting: {
      total: caps.locked.toString(),
      cliffUnlock: (BigInt(p.lockedVestingParam.cliffUnlockAmount) * WHOLE).toString(),
      periods: p.lockedVestingParam.numberOfVestingPeriod,
      durationSeconds: p.lockedVestingParam.totalVestingDuration,
      cliffSeconds: p.lockedVestingParam.cliffDurationFromMigrationTime,
    },
    fee: {
      feeBps: body.fee?.feeBps ?? 100,
      antiSniping: body.antiSniping,
      ...(body.antiSniping ? { totalDuration: body.fee?.totalDuration ?? randomWindow(mint.publicKey) } : {}),
      ...(body.fee?.baseFeeMode === undefined ? {} : { baseFeeMode: body.fee.baseFeeMode }),
    },
    isLpLocked: body.isLpLocked ?? true,
    message: '',
    mintSecret: Buffer.from(mint.secretKey).toString('base64'),
    builtAtMs: ctx.nowMs,
    lastValidBlockHeight: ctx.lastValidBlockHeight,
    landed: null,
    feesAccrued: '0',
    creatorClaimed: '0',
    graduated: null,
    vestingReleased: '0',
  };
  const keys = launchKeys(ctx.seed, record);
  const creator = new PublicKey(body.creator);
  const authority = keys.curveAuthority.publicKey;
  const base = new PublicKey(BASE_PROGRAM);
  const quoteMint = new PublicKey(p.quoteMint);
  const uri = ctx.metadataUri(mintAddress);
  const mintLen = getMintLen([ExtensionType.MetadataPointer]);
  const metadataLen = TYPE_SIZE + LENGTH_SIZE + 32 + 32 + 12 + [record.name, record.symbol, uri].join('').length + 4;
  const lamports = ctx.rentExempt(mintLen + metadataLen);
  const ata = (owner: PublicKey, account: string, m: PublicKey, program: string) =>
    createAssociatedTokenAccountIdempotentInstruction(
      creator,
      new PublicKey(account),
      owner,
      m,
      new PublicKey(program),
    );
  const instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
    SystemProgram.createAccount({
      fromPubkey: creator,
      newAccountPubkey: mint.publicKey,
      lamports: Number(lamports),
      space: mintLen,
      programId: base,
    }),
    createInitializeMetadataPointerInstruction(mint.publicKey, authority, mint.publicKey, base),
    createInitializeMint2Instruction(mint.publicKey, STUDIO_TOKEN_DECIMALS, authority, null, base),
    initializeMetadata(mint.publicKey, authority, record.name, record.symbol, uri),
    ata(authority, keys.curveVaults.baseVault, mint.publicKey, BASE_PROGRAM),
    ata(authority, keys.curveVaults.quoteVault, quoteMint, QUOTE_PROGRAM),
    createMintToInstruction(
      mint.publicKey,
      new PublicKey(keys.curveVaults.baseVault),
      authority,
      curve.sellable + curve.migrationBase,
      [],
      base,
    ),
  ];
  if (curve.locked > 0n) {
    const vesting = keys.vestingAuthority.publicKey;
    instructions.push(
      ata(vesting, keys.vestingVault, mint.publicKey, BASE_PROGRAM),
      createMintToInstruction(mint.publicKey, new PublicKey(keys.vestingVault), authority, curve.locked, [], base),
    );
  }
  instructions.push(createSetAuthorityInstruction(mint.publicKey, authority, AuthorityType.MintTokens, null, [], base));
  const message = new TransactionMessage({
    payerKey: creator,
    recentBlockhash: ctx.blockhash,
    instructions,
  }).compileToV0Message();
  record.message = Buffer.from(message.serialize()).toString('base64');
  return { record, tx: new VersionedTransaction(message) };
}
