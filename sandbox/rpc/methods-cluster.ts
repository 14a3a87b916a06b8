import * as z from 'zod';
import { checkMinContextSlot, FEATURE_SET, SOLANA_CORE_VERSION, withContext, type RpcMethod } from './context';
import { invalidParams, u64 } from './json-rpc';
import { baseConfigSchema, parseParams, pubkeySchema, u64Schema } from './params';

const configOnly = [['config', baseConfigSchema.optional()]] as const;

const blockhashSchema = pubkeySchema;

/** MAX_TX_ACCOUNT_LOCKS. */
const MAX_PRIORITIZATION_FEE_ADDRESSES = 128;

const base64Schema = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64');

export const clusterMethods: Record<string, RpcMethod> = {
  getLatestBlockhash: (params, { ledger }) => {
    const [config] = parseParams(params, configOnly, 0);
    checkMinContextSlot(ledger, config);
    return withContext(ledger, ledger.latestBlockhash());
  },

  isBlockhashValid: (params, { ledger }) => {
    const [blockhash, config] = parseParams(
      params,
      [
        ['blockhash', blockhashSchema],
        ['config', baseConfigSchema.optional()],
      ],
      1,
    );
    checkMinContextSlot(ledger, config);
    return withContext(ledger, ledger.isBlockhashValid(blockhash));
  },

  getBlockHeight: (params, { ledger }) => {
    const [config] = parseParams(params, configOnly, 0);
    checkMinContextSlot(ledger, config);
    return ledger.blockHeight;
  },

  getSlot: (params, { ledger }) => {
    const [config] = parseParams(params, configOnly, 0);
    checkMinContextSlot(ledger, config);
    return ledger.slot;
  },

  getEpochInfo: (params, { ledger }) => {
    const [config] = parseParams(params, configOnly, 0);
    checkMinContextSlot(ledger, config);
    const slotsInEpoch = ledger.slotsInEpoch;
    // No warm-up epochs; transactionCount left out (optional to clients): the ledger does not count transactions.
    return {
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: ledger.epoch,
      slotIndex: ledger.slot - ledger.epoch * slotsInEpoch,
      slotsInEpoch,
    };
  },

  getVersion: (params) => {
    parseParams(params, []);
    return { 'feature-set': FEATURE_SET, 'solana-core': SOLANA_CORE_VERSION };
  },

  getHealth: (params) => {
    parseParams(params, []);
    return 'ok';
  },

  getGenesisHash: (params, { ledger }) => {
    parseParams(params, []);
    return ledger.genesisHash;
  },

  getMinimumBalanceForRentExemption: (params, { ledger }) => {
    const [dataLength] = parseParams(
      params,
      [
        ['dataLength', u64Schema],
        ['config', baseConfigSchema.optional()],
      ],
      1,
    );
    return u64(ledger.rentExemptMinimum(dataLength));
  },

  getFeeForMessage: (params, { ledger }) => {
    const [message, config] = parseParams(
      params,
      [
        ['message', base64Schema],
        ['config', baseConfigSchema.optional()],
      ],
      1,
    );
    checkMinContextSlot(ledger, config);
    let fee: bigint | null;
    try {
      fee = ledger.feeForMessage(Buffer.from(message, 'base64'));
    } catch (cause) {
      throw invalidParams(`message (params[0]): not a transaction message (${String(cause)})`);
    }
    return withContext(ledger, fee === null ? null : u64(fee));
  },

  getRecentPrioritizationFees: (params, { ledger }) => {
    const [addresses] = parseParams(params, [['addresses', z.array(pubkeySchema).optional()]], 0);
    if (addresses && addresses.length > MAX_PRIORITIZATION_FEE_ADDRESSES) {
      throw invalidParams(`Too many inputs provided; max ${String(MAX_PRIORITIZATION_FEE_ADDRESSES)}`);
    }
    return ledger
      .recentPrioritizationFees(addresses)
      .map(({ slot, prioritizationFee }) => ({ prioritizationFee: u64(prioritizationFee), slot }));
  },
};
