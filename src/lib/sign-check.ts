import { shortAddress } from '../utils/format';
import {
  decodeTransaction,
  getFeePayer,
  getRequiredSigners,
  TransactionDecodeError,
  type AnyTransaction,
  type DecodedTransaction,
} from './transaction-codec';

export type SignCheckFailure = 'wallet-not-signer' | 'unexpected-fee-payer' | 'undecodable';

export type SignCheckResult = { ok: true } | { ok: false; reason: SignCheckFailure; message: string };

export interface SignCheckOptions {
  /** The connected wallet, base58. */
  wallet: string;
  /**
   * A fee payer the response named other than the wallet (a gasless `signatureFeePayer`, an integrator `payer`,
   * trading-api.md "gasless"). Null/undefined: only the wallet may pay.
   */
  expectedFeePayer?: string | null;
}

/**
 * The last look before a transaction from the service reaches the wallet (architecture.md "Signing"): the connected
 * wallet must be one of its required signers, and the fee payer must be the wallet or the payer the response named.
 * Anything else — built for another wallet, or altered on the way so someone else pays and controls it — is refused.
 * Accepts the base64 text or an already decoded transaction. Never throws.
 */
export function checkBeforeSigning(
  tx: string | DecodedTransaction | AnyTransaction,
  { wallet, expectedFeePayer }: SignCheckOptions,
): SignCheckResult {
  let signers: string[];
  let feePayer: string | null;
  try {
    const decoded = typeof tx === 'string' ? decodeTransaction(tx).tx : 'kind' in tx ? tx.tx : tx;
    signers = getRequiredSigners(decoded);
    feePayer = getFeePayer(decoded);
  } catch (e) {
    const detail = e instanceof TransactionDecodeError ? ` ${e.message}` : '';
    return {
      ok: false,
      reason: 'undecodable',
      message: `The transaction from the service could not be read, so it was not signed.${detail}`,
    };
  }
  if (!signers.includes(wallet)) {
    return {
      ok: false,
      reason: 'wallet-not-signer',
      message: `This transaction does not ask your wallet (${shortAddress(wallet)}) to sign. It may have been made for another wallet; request a new one.`,
    };
  }
  if (feePayer !== wallet && (!expectedFeePayer || feePayer !== expectedFeePayer)) {
    return {
      ok: false,
      reason: 'unexpected-fee-payer',
      message: `This transaction would be paid for by ${feePayer ? shortAddress(feePayer) : 'nobody'}, which is neither your wallet nor the payer the service named. It was not signed.`,
    };
  }
  return { ok: true };
}
