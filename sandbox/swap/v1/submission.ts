import { InvalidTransactionError, type Ledger } from '../../chain/ledger';
import { decodeTransaction, type DecodedTx } from '../../chain/tx-meta';
import { MIN_TIP_LAMPORTS } from '../../../src/api/tx/tip-accounts';
import { checkTip } from './tip-rule';

/** Supplement §12. */
export const MAX_TX_BYTES = 1232;

export type SubmitFailure = 'encoding' | 'too-large' | 'undecodable' | 'tip-missing' | 'tip-below' | 'signature';

export type SubmitOutcome =
  | { readonly ok: true; readonly signature: string }
  | { readonly ok: false; readonly reason: SubmitFailure; readonly message: string };

const MIN = `${MIN_TIP_LAMPORTS.toString()} lamports (0.001 SOL)`;

const fail = (reason: SubmitFailure, message: string): SubmitOutcome => ({ ok: false, reason, message });

function decode(ledger: Ledger, wire: Uint8Array): DecodedTx | string {
  let decoded: DecodedTx;
  try {
    decoded = decodeTransaction(wire, (a) => ledger.getAccount(a));
  } catch (cause) {
    if (cause instanceof InvalidTransactionError) return cause.message;
    throw cause;
  }
  const { signatures, message } = decoded.tx;
  if (signatures.length !== message.header.numRequiredSignatures) {
    return `the transaction carries ${String(signatures.length)} signatures for ${String(message.header.numRequiredSignatures)} signers`;
  }
  return decoded;
}

/** Spec §4.12, supplement §12: "success means forwarded, not landed"; see README §Submission. */
export function submitTransaction(ledger: Ledger, base64: string): SubmitOutcome {
  // Buffer.from(…, 'base64') skips junk silently; a real endpoint refuses it, so check the alphabet and padding.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0 || base64.length === 0) {
    return fail('encoding', 'the transaction is not canonical padded base64');
  }
  const wire = new Uint8Array(Buffer.from(base64, 'base64'));
  if (wire.length > MAX_TX_BYTES) {
    return fail(
      'too-large',
      `the transaction is ${String(wire.length)} bytes, over the ${String(MAX_TX_BYTES)}-byte limit`,
    );
  }
  const decoded = decode(ledger, wire);
  if (typeof decoded === 'string') return fail('undecodable', `the transaction does not decode: ${decoded}`);
  const tip = checkTip(decoded);
  if (!tip.ok && tip.reason === 'missing') {
    return fail('tip-missing', `no tip: transfer at least ${MIN} to one of the 16 tip accounts`);
  }
  if (!tip.ok) {
    return fail(
      'tip-below',
      `tip of ${tip.tip.lamports.toString()} lamports to ${tip.tip.account} is below the minimum of ${MIN}`,
    );
  }
  let result;
  try {
    result = ledger.sendTransaction(wire, { skipPreflight: true });
  } catch (cause) {
    if (cause instanceof InvalidTransactionError) return fail('undecodable', cause.message);
    throw cause;
  }
  if (!result.ok && result.err === 'SignatureFailure') {
    return fail('signature', 'a signature is missing or does not verify');
  }
  return { ok: true, signature: result.signature };
}
