import type { ProgramIdToLabel } from '../../../src/api/swap/schemas-v1';
import { DEX_LABELS, type DexLabel } from '../../engine/pool-layout';

/** Supplement §5; the sandbox runs no AMM program, so these ids only name venues. */
export const DEX_PROGRAM_IDS: Readonly<Record<DexLabel, string>> = {
  'Raydium CLMM': 'CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK',
  'Orca Whirlpool': 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc',
  'Meteora DLMM': 'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo',
  Phoenix: 'PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY',
  'Raydium CPMM': 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C',
  'Meteora DAMM v2': 'cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG',
  'Pump.fun AMM': 'pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA',
  'Meteora DBC': 'dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN',
};

export const PROGRAM_ID_TO_LABEL: ProgramIdToLabel = Object.fromEntries(
  DEX_LABELS.map((label) => [DEX_PROGRAM_IDS[label], label]),
);
