import {
  ATA_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  CONFIG_PROGRAM,
  LOADER_PROGRAMS,
  LOOKUP_TABLE_PROGRAM,
  MEMO_PROGRAM,
  MEMO_V1_PROGRAM,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from '../../utils/solana-wire/programs';
import type { DcaOpenSpec } from './dca-open';

export {
  ATA_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  LOOKUP_TABLE_PROGRAM,
  MEMO_PROGRAM,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../utils/solana-wire/programs';

export const AUTHORITY_PROGRAMS = new Set<string>([
  STAKE_PROGRAM,
  LOOKUP_TABLE_PROGRAM,
  ...LOADER_PROGRAMS,
  VOTE_PROGRAM,
  CONFIG_PROGRAM,
]);

const BASE = [
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
  TOKEN_2022_PROGRAM,
  ATA_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  MEMO_PROGRAM,
  MEMO_V1_PROGRAM,
];

/** Jupiter's prediction program: its IDL is not published; docs/architecture.md "Destinations" names the sources. */
export const PREDICTION_PROGRAM = '3ZZuTbwC6aJbvteyVxXUS7gtFYdf7AuXeitx6VyvjvUp';
const JUPITER_SWAP = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';

/** The real service's programs per family (the sandbox's transactions use the native programs only). */
const FAMILY_PROGRAMS = {
  swap: [JUPITER_SWAP, '61DFfeTKM7trxYcPQCM78bJ794ddZprZpAwAnLiwTpYH'],
  trigger: ['j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X'],
  recurring: ['DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M'],
  studio: ['dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN'],
  send: ['inv1tEtSwRMtM44tbvJGNiTxMvDfPVnX9StyqXfDfks'],
  lend: ['jup3YeL8QhtSx1e253b2FDvsMNC87fDrgQZivbrndc9', 'jupr81YtYssSyPt8jbnGuiWon5f6x9TcDEFxYe3Bdzi'],
  prediction: [PREDICTION_PROGRAM, JUPITER_SWAP],
  transfer: [],
} as const;
export type Family = keyof typeof FAMILY_PROGRAMS;

/**
 * Issue 24: what a page states for an action, as a plain object (pages import only the type, so the program lists load
 * with the check, not with the page).
 */
export interface PolicySpec {
  family: Family;
  /** Swap routes pass the wallet to any pool program and pay pools and fee accounts in mints the wallet does not send. */
  anyRoute?: boolean;
  /** New mints whose rent the wallet pays: `own` (a position NFT, which must reach the wallet), `pool` (a launch's supply). */
  createsMints?: 'own' | 'pool';
  solRecipients?: readonly string[];
  /** A recurring create: the order the form showed, which the transaction must open and fund. */
  dcaOpen?: DcaOpenSpec;
}

/** A policy with the programs its action may call at top level. */
export interface ActionPolicy extends PolicySpec {
  programs: ReadonlySet<string>;
}

export function resolvePolicy(spec: PolicySpec = { family: 'transfer' }): ActionPolicy {
  return { ...spec, programs: new Set([...BASE, ...FAMILY_PROGRAMS[spec.family]]) };
}

export const policyFor = (family: Family, options: Omit<PolicySpec, 'family'> = {}): ActionPolicy =>
  resolvePolicy({ family, ...options });
