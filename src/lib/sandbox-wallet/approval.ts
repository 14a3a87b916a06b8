/**
 * What the sandbox wallet asks the app to show before it connects or signs. The wallet (lib) never renders anything:
 * the app injects an `approve` function (a dialog driven by a store) and the wallet waits for its answer.
 */

export interface InstructionSummary {
  /** base58, or null when the program id comes from an address lookup table the wallet cannot read offline. */
  programId: string | null;
  /** "System Program", "Token Program"… for the well-known programs; null otherwise. */
  programName: string | null;
}

export interface SolTransferSummary {
  /** Recipient, or null when it is loaded from an address lookup table. */
  to: string | null;
  lamports: bigint;
}

export interface SignerSummary {
  address: string;
  /** This wallet's own key. */
  isWallet: boolean;
  /** Its signature slot already holds a signature (a co-signer signed before the wallet). */
  signed: boolean;
}

export interface TransactionSummary {
  version: 'legacy' | 0;
  /** The first required signer: the account that pays the fee. */
  feePayer: string;
  feePayerIsWallet: boolean;
  /** Required signers in message order (fee payer first). */
  signers: SignerSummary[];
  /** False when the transaction does not need this wallet: it is returned unsigned. */
  walletMustSign: boolean;
  instructions: InstructionSummary[];
  /** System Program transfers whose source is this wallet (decoded from Transfer and TransferWithSeed). */
  solTransfersOut: SolTransferSummary[];
  /** Number of address lookup tables a v0 message loads accounts from. */
  lookupTables: number;
  /** The transaction as asked, base64: the dialog simulates it to show what it would change. */
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

/** Resolves true to approve, false to reject. */
export type Approve = (request: ApprovalRequest) => Promise<boolean>;
