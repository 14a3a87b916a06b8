import type { Address } from '../world/address';

/** `created` is pending; the others are the history's (supplement §9 names only `claimed`). */
export type InviteAction = 'created' | 'claimed' | 'clawback' | 'expired';

// JSON-ready (amounts as strings, times in ms), so the book saves it as is.
export interface InviteRecord {
  inviteSigner: Address;
  invitePda: Address;
  sender: Address;
  escrow: Address;
  escrowAccount: Address;
  mint: Address;
  amount: string;
  craftedAt: number;
  expiresAt: number;
  lastValidBlockHeight: number;
  confirmed: boolean;
  creationTx: string | null;
  creationTime: number | null;
  action: InviteAction;
  receiver: Address | null;
  deletionTx: string | null;
  deletionTime: number | null;
  clawbacks: string[];
}
