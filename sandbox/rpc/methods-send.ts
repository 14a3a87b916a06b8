import * as z from 'zod';
import { checkMinContextSlot, withContext, type RpcMethod } from './context';
import { checkEncoding, encodeAccount } from './encode-account';
import {
  invalidParams,
  RpcError,
  SEND_TRANSACTION_PREFLIGHT_FAILURE,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  u64,
} from './json-rpc';
import {
  accountEncodingSchema,
  baseConfigSchema,
  commitmentSchema,
  parseParams,
  pubkeySchema,
  u64Schema,
} from './params';
import { parsedInnerInstructions } from './tx-json';
import { accountKeyCount, decodeWire, txEncodingSchema } from './tx-wire';

const sendConfigSchema = baseConfigSchema.extend({
  encoding: txEncodingSchema.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitmentSchema.optional(),
  maxRetries: u64Schema.optional(),
});

const simulateConfigSchema = baseConfigSchema.extend({
  encoding: txEncodingSchema.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z.object({ encoding: accountEncodingSchema.optional(), addresses: z.array(pubkeySchema) }).optional(),
});

function signatureVerificationFailure() {
  return new RpcError(TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
}

const sendTransaction: RpcMethod = (params, { ledger }) => {
  const [text, config] = parseParams(
    params,
    [
      ['transaction', z.string()],
      ['config', sendConfigSchema.optional()],
    ],
    1,
  );
  // base58 is still the server default for sendTransaction; web3.js and kit both send base64 explicitly.
  const { wire } = decodeWire(text, config?.encoding ?? 'base58');
  checkMinContextSlot(ledger, config);
  const skipPreflight = config?.skipPreflight ?? false;
  const result = ledger.sendTransaction(wire, { skipPreflight });
  // With preflight skipped a real node forwards the transaction and answers with its signature whatever happens.
  if (result.ok || skipPreflight) return result.signature;
  if (result.err === 'SignatureFailure') throw signatureVerificationFailure();
  throw new RpcError(SEND_TRANSACTION_PREFLIGHT_FAILURE, `Transaction simulation failed: ${result.message}`, {
    accounts: null,
    err: result.err,
    innerInstructions: null,
    logs: result.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: u64(result.unitsConsumed),
  });
};

const simulateTransaction: RpcMethod = (params, { ledger }) => {
  const [text, config] = parseParams(
    params,
    [
      ['transaction', z.string()],
      ['config', simulateConfigSchema.optional()],
    ],
    1,
  );
  const { wire, tx } = decodeWire(text, config?.encoding ?? 'base58');
  if (config?.sigVerify && config.replaceRecentBlockhash) {
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
  }
  const accountsConfig = config?.accounts;
  const accountsEncoding = accountsConfig?.encoding ?? 'base64';
  if (accountsConfig) {
    if (accountsEncoding === 'binary' || accountsEncoding === 'base58') {
      throw invalidParams('base58 encoding not supported');
    }
    checkEncoding(accountsEncoding);
    const max = accountKeyCount(tx);
    if (accountsConfig.addresses.length > max) {
      throw invalidParams(`Too many accounts provided; max ${String(max)}`);
    }
  }
  checkMinContextSlot(ledger, config);
  const result = ledger.simulateTransaction(wire, {
    sigVerify: config?.sigVerify ?? false,
    replaceRecentBlockhash: config?.replaceRecentBlockhash ?? false,
    accounts: accountsConfig?.addresses,
  });
  if (config?.sigVerify && result.err === 'SignatureFailure') throw signatureVerificationFailure();
  const getAccount = ledger.getAccount.bind(ledger);
  // After a failed simulation real RPC still answers one entry per address asked for, all null.
  const accounts = accountsConfig
    ? accountsConfig.addresses.map((_, i) => {
        const account = result.accounts?.[i];
        return account ? encodeAccount(account, { encoding: accountsEncoding, getAccount }) : null;
      })
    : null;
  return withContext(ledger, {
    accounts,
    err: result.err,
    // agave answers them in jsonParsed; programs without a parser here stay partially decoded.
    innerInstructions: config?.innerInstructions
      ? parsedInnerInstructions(result.innerInstructions, result.accountKeys)
      : null,
    logs: result.logs,
    replacementBlockhash: result.replacementBlockhash,
    returnData: null,
    unitsConsumed: u64(result.unitsConsumed),
  });
};

export const sendMethods: Record<string, RpcMethod> = { sendTransaction, simulateTransaction };
