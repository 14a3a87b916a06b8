import { KNOWN_TOKENS } from '../../../config/tokens';
import type { PolicySpec } from '../../../lib/tx/programs';
import { TOKEN_ACCOUNT_RENT, type TxStatement } from '../../../lib/tx/statement';

const SOL_MINT = KNOWN_TOKENS.SOL.mint;
export const INVITE_SIGNATURE_FEES = 10_000n;

export const inviteMint = (mint: string | null | undefined): string => mint ?? SOL_MINT;
export const isSolMint = (mint: string | null | undefined): boolean => inviteMint(mint) === SOL_MINT;

/** The most an invite may cost besides its amount: two signatures and the escrow's token account. */
export const INVITE_FEES_MAX = INVITE_SIGNATURE_FEES + 2n * TOKEN_ACCOUNT_RENT;
const SEND: PolicySpec = { family: 'send' };

/**
 * Create: exactly the amount of the token leaves, plus the fees craft-send named (never beyond the ceiling), in SOL;
 * all of it must arrive in an account of the invite's PDA (derived here from the key the page made, supplement §9).
 */
export function sendStatement(
  wallet: string,
  mint: string,
  amount: bigint,
  totalFeeLamports: bigint,
  invitePda: string,
): TxStatement {
  const feesMax = totalFeeLamports < INVITE_FEES_MAX ? totalFeeLamports : INVITE_FEES_MAX;
  return {
    wallet,
    send: [{ mint, max: amount }],
    receive: [{ mint, min: amount, to: invitePda }],
    feesMax,
    policy: SEND,
  };
}

/** Clawback: at least the invite's amount comes back; only the fee (and a re-opened token account) leaves. */
export function clawbackStatement(wallet: string, mint: string, amount: bigint): TxStatement {
  return {
    wallet,
    send: [],
    receive: [{ mint, min: amount, to: wallet }],
    feesMax: INVITE_SIGNATURE_FEES + (mint === SOL_MINT ? 0n : TOKEN_ACCOUNT_RENT),
    policy: SEND,
  };
}
