/** The wallet (lib) never renders: the app injects `approve` (a dialog driven by a store). */

export interface InstructionSummary {
  programId: string | null;
  /** "System Program", "Token Program"… for the well-known programs; null otherwise. */
  programName: string | null;
}

export interface SolTransferSummary {
  to: string | null;
  lamports: bigint;
}

export interface SignerSummary {
  address: string;
  isWallet: boolean;
  signed: boolean;
}

export interface TransactionSummary {
  version: 'legacy' | 0;
  feePayer: string;
  feePayerIsWallet: boolean;
  signers: SignerSummary[];
  /** False when the transaction does not need this wallet: it is returned unsigned. */
  walletMustSign: boolean;
  instructions: InstructionSummary[];
  solTransfersOut: SolTransferSummary[];
  lookupTables: number;
  wire: string;
}

export type ApprovalRequest =
  | { kind: 'connect'; origin: string; address: string }
  | { kind: 'sign-transactions'; origin: string; address: string; transactions: TransactionSummary[] }
  | {
      kind: 'sign-message';
      origin: string;
      address: string;
      /** The message as UTF-8 text, or null when it is not valid UTF-8 (then show `hex`). */
      text: string | null;
      hex: string;
    };

export type Approve = (request: ApprovalRequest) => Promise<boolean>;
