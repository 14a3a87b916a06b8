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
  wallet: string;
  /**
   * A fee payer the response named other than the wallet (a gasless `signatureFeePayer`, an integrator `payer`,
   * trading-api.md "gasless"). Null/undefined: only the wallet may pay.
   */
  expectedFeePayer?: string | null;
}

/** The last look before the wallet (architecture.md "Signing"): wallet must sign, fee payer must be expected. */
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
