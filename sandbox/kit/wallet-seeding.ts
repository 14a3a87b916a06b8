import bs58 from 'bs58';
import type { Ledger } from '../chain/ledger';
import { RENT_EPOCH_EXEMPT } from '../chain/programs';
import { hashBytes, type Address } from '../world/address';
import { rngFromBytes, type Rng } from '../world/rng';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, type SandboxToken } from '../world/token';
import type { World } from '../world/world';
import { encodeTokenAccount, TOKEN_2022_ATA_SIZE, TOKEN_ACCOUNT_SIZE } from '../world/token-layout';
import { WELL_KNOWN_MINTS } from '../world/well-known';

export const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

/** A family's `seedWallet` input; its generator is the wallet's own, so a seeding repeats exactly (idempotent). */
export interface Seeding {
  readonly seed: string;
  readonly world: World;
  readonly ledger: Ledger;
  readonly address: Address;
  readonly now: number;
  readonly rng: Rng;
  /** Tokens the wallet trades in its history: the well-known ones but wrapped SOL and the dollars. */
  readonly traded: readonly SandboxToken[];
  readonly usdc: SandboxToken;
}

export function seedingFor(
  ctx: { seed: string; world: World; ledger: Ledger; now: number },
  address: Address,
): Seeding {
  const skip = new Set<string>([NATIVE_MINT, WELL_KNOWN_MINTS.USDC, WELL_KNOWN_MINTS.USDT]);
  const usdc = ctx.world.byMint.get(WELL_KNOWN_MINTS.USDC);
  if (!usdc) throw new Error('the world has no USDC');
  return {
    ...ctx,
    address,
    usdc,
    rng: rngFromBytes(hashBytes('big-wallet', ctx.seed, address)),
    traded: ctx.world.tokens.filter((t) => t.origin === 'well-known' && !skip.has(t.id)),
  };
}

export type SeededCounts = Readonly<Record<string, number>>;

export function seededUuid(...parts: string[]): string {
  const hex = Buffer.from(hashBytes('big-wallet-id', ...parts)).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const pastMs = (s: Seeding) => s.now - Math.floor(s.rng.range(60_000, YEAR_MS));

/** Looks like a signature; landed history the sandbox keeps only off chain (its transactions predate this ledger). */
export const historicSignature = (s: Seeding, ...parts: string[]) =>
  bs58.encode(Buffer.concat([hashBytes('big-wallet-tx', s.address, ...parts), hashBytes('big-wallet-tx2', ...parts)]));

export function rawWorth(token: SandboxToken, usd: number): bigint {
  const raw = Math.floor((usd / token.referencePriceUsd) * 10 ** token.decimals);
  return BigInt(Math.max(1, Math.min(raw, 1e18)));
}

/** A token account the sandbox writes directly, as funding and escrows do (its owner a vault the sandbox holds). */
export function writeTokenAccount(
  ledger: Ledger,
  address: Address,
  token: Pick<SandboxToken, 'id' | 'tokenProgram'>,
  owner: Address,
  amount: bigint,
) {
  const token2022 = token.tokenProgram === TOKEN_2022_PROGRAM;
  ledger.setAccount(address, {
    lamports: ledger.rentExemptMinimum(token2022 ? TOKEN_2022_ATA_SIZE : TOKEN_ACCOUNT_SIZE),
    owner: token.tokenProgram,
    data: encodeTokenAccount({ mint: token.id, owner, amount, nativeReserve: null, immutableOwner: token2022 }),
    executable: false,
    rentEpoch: RENT_EPOCH_EXEMPT,
  });
}
