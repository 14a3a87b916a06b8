import * as z from 'zod';
import type { SignatureStatus } from '../chain/types';
import { checkMinContextSlot, withContext, type RpcMethod } from './context';
import { invalidParams, RpcError, UNSUPPORTED_TRANSACTION_VERSION } from './json-rpc';
import { baseConfigSchema, parseParams, pubkeySchema, signatureSchema, type Commitment } from './params';
import { encodeTransactionResponse } from './tx-json';

const MAX_SIGNATURE_STATUSES = 256;
/** Without searchTransactionHistory a node answers from its status cache (the last 300 slots). */
const STATUS_CACHE_SLOTS = 300;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;

function requireConfirmed(commitment: Commitment | undefined): void {
  if (commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
}

/** Without a commitment a node reads at `finalized`, so a just-confirmed transaction is not there yet. */
function reaches(status: SignatureStatus['confirmationStatus'], wanted: Commitment | undefined): boolean {
  return (wanted ?? 'finalized') !== 'finalized' || status === 'finalized';
}

const getSignatureStatuses: RpcMethod = (params, { ledger }) => {
  const [signatures, config] = parseParams(
    params,
    [
      ['signatures', z.array(signatureSchema)],
      ['config', z.object({ searchTransactionHistory: z.boolean().optional() }).optional()],
    ],
    1,
  );
  if (signatures.length > MAX_SIGNATURE_STATUSES) {
    throw invalidParams(`Too many inputs provided; max ${String(MAX_SIGNATURE_STATUSES)}`);
  }
  const searchHistory = config?.searchTransactionHistory ?? false;
  const value = signatures.map((signature) => {
    const status = ledger.getSignatureStatus(signature);
    if (!status) return null;
    if (!searchHistory && ledger.slot - status.slot > STATUS_CACHE_SLOTS) return null;
    return {
      confirmationStatus: status.confirmationStatus,
      confirmations: status.confirmations,
      err: status.err,
      slot: status.slot,
      status: status.err === null ? { Ok: null } : { Err: status.err },
    };
  });
  return withContext(ledger, value);
};

const transactionConfigSchema = baseConfigSchema.extend({
  encoding: z.enum(['json', 'jsonParsed', 'base58', 'base64']).optional(),
  maxSupportedTransactionVersion: z.number().int().min(0).max(255).optional(),
});

const getTransaction: RpcMethod = (params, { ledger }) => {
  const [signature, rawConfig] = parseParams(
    params,
    [
      ['signature', signatureSchema],
      // The second param may still be a bare encoding string (the pre-1.9 form real RPC keeps accepting).
      ['config', z.union([transactionConfigSchema.shape.encoding.unwrap(), transactionConfigSchema]).optional()],
    ],
    1,
  );
  const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : rawConfig;
  requireConfirmed(config?.commitment);
  checkMinContextSlot(ledger, config);
  const record = ledger.getTransaction(signature);
  const status = ledger.getSignatureStatus(signature);
  if (!record || !status || !reaches(status.confirmationStatus, config?.commitment)) return null;
  const max = config?.maxSupportedTransactionVersion;
  if (record.version !== 'legacy' && (max === undefined || record.version > max)) {
    throw new RpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      `Transaction version (${String(record.version)}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${String(record.version)}`,
    );
  }
  return encodeTransactionResponse(record, config?.encoding ?? 'json', max !== undefined);
};

const getSignaturesForAddress: RpcMethod = (params, { ledger }) => {
  const [address, config] = parseParams(
    params,
    [
      ['address', pubkeySchema],
      [
        'config',
        baseConfigSchema
          .extend({
            limit: z.number().int().optional(),
            before: signatureSchema.optional(),
            until: signatureSchema.optional(),
          })
          .optional(),
      ],
    ],
    1,
  );
  const limit = config?.limit ?? MAX_SIGNATURES_FOR_ADDRESS;
  if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
    throw invalidParams(`Invalid limit; max ${String(MAX_SIGNATURES_FOR_ADDRESS)}`);
  }
  requireConfirmed(config?.commitment);
  checkMinContextSlot(ledger, config);
  const finalizedOnly = (config?.commitment ?? 'finalized') === 'finalized';
  // Asking for finalized skips the not-yet-final newest entries but still returns up to `limit` older ones.
  const entries = ledger
    .getSignaturesForAddress(address, {
      limit: finalizedOnly ? undefined : limit,
      before: config?.before,
      until: config?.until,
    })
    .filter((entry) => reaches(entry.confirmationStatus, config?.commitment))
    .slice(0, limit);
  return entries.map((entry) => ({
    blockTime: entry.blockTime,
    confirmationStatus: entry.confirmationStatus,
    err: entry.err,
    memo: null,
    signature: entry.signature,
    slot: entry.slot,
  }));
};

export const historyMethods: Record<string, RpcMethod> = {
  getSignatureStatuses,
  getTransaction,
  getSignaturesForAddress,
};
