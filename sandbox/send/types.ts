import type { Address } from '../world/address';

/** `created` is pending; the others are the history's (supplement §9 names only `claimed`). */
export type InviteAction = 'created' | 'claimed' | 'clawback' | 'expired';

/** One invite as the sandbox keeps it: JSON-ready (amounts as strings, times in ms), so the book saves it as is. */
export interface InviteRecord {
  inviteSigner: Address;
  invitePda: Address;
  sender: Address;
  /** The sandbox-held escrow key's address, and its token account that holds the amount. */
  escrow: Address;
  escrowAccount: Address;
  mint: Address;
  amount: string;
  craftedAt: number;
  expiresAt: number;
  /** The craft's blockhash window: an invite that never landed is forgotten after it. */
  lastValidBlockHeight: number;
  confirmed: boolean;
  creationTx: string | null;
  creationTime: number | null;
  action: InviteAction;
  receiver: Address | null;
  deletionTx: string | null;
  deletionTime: number | null;
  /** Clawback messages (base64) this family crafted: the only ones the escrow co-signs. */
  clawbacks: string[];
}
