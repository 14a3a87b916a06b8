export type Address = string;

export interface AccountData {
  lamports: bigint;
  owner: Address;
  data: Uint8Array;
  executable: boolean;
  rentEpoch: bigint;
}

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export interface TokenBalance {
  accountIndex: number;
  mint: Address;
  owner: Address;
  programId: Address;
  uiTokenAmount: UiTokenAmount;
}

/** Solana's JSON form of a TransactionError: 'BlockhashNotFound', {InstructionError: [0, {Custom: 1}]}, … */
export type TransactionErrorJson = string | Record<string, unknown>;

/** The instructions a top-level instruction invoked (CPIs), as agave's `json` encoding lists them. */
export interface InnerInstructions {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}

export interface TxMeta {
  err: TransactionErrorJson | null;
  fee: bigint;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logMessages: string[];
  computeUnitsConsumed: bigint;
  loadedAddresses: { writable: Address[]; readonly: Address[] };
  /** Only top-level instructions that invoked others; `data` base58. */
  innerInstructions: InnerInstructions[];
}

export interface TxRecord {
  signature: string;
  slot: number;
  blockTime: number;
  wire: Uint8Array;
  version: 'legacy' | 0;
  /** Static keys, then loaded writable, then loaded read-only (the order meta's balances use). */
  accountKeys: Address[];
  /** micro-lamports per compute unit, for getRecentPrioritizationFees. */
  computeUnitPrice: bigint;
  writableKeys: Address[];
  meta: TxMeta;
}

export type SendResult =
  | { ok: true; signature: string }
  | {
      ok: false;
      signature: string;
      err: TransactionErrorJson;
      message: string;
      logs: string[];
      unitsConsumed: bigint;
    };

export interface SimulateResult {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
  replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null;
  accounts: (AccountData | null)[] | null;
  /** The CPIs of a successful simulation, and the account keys their indexes point into (empty on failure). */
  innerInstructions: InnerInstructions[];
  accountKeys: Address[];
}

export type Commitment = 'processed' | 'confirmed' | 'finalized';

export interface SignatureStatus {
  slot: number;
  confirmations: number | null;
  err: TransactionErrorJson | null;
  confirmationStatus: Commitment;
}

export interface SignatureInfo {
  signature: string;
  slot: number;
  err: TransactionErrorJson | null;
  blockTime: number;
  confirmationStatus: Commitment;
}
