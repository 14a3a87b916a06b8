import * as z from 'zod';
import { checkMinContextSlot, withContext, type RpcMethod } from './context';
import { checkEncoding, encodeAccount } from './encode-account';
import { invalidParams, u64 } from './json-rpc';
import { accountConfigSchema, baseConfigSchema, parseParams, pubkeySchema, u64Schema } from './params';

const MAX_MULTIPLE_ACCOUNTS = 100;

export const accountMethods: Record<string, RpcMethod> = {
  getBalance: (params, { ledger }) => {
    const [pubkey, config] = parseParams(
      params,
      [
        ['pubkey', pubkeySchema],
        ['config', baseConfigSchema.optional()],
      ],
      1,
    );
    checkMinContextSlot(ledger, config);
    return withContext(ledger, u64(ledger.getBalance(pubkey)));
  },

  getAccountInfo: (params, { ledger }) => {
    const [pubkey, config] = parseParams(
      params,
      [
        ['pubkey', pubkeySchema],
        ['config', accountConfigSchema.optional()],
      ],
      1,
    );
    // `binary` (a bare base58 string) is still the server default here; web3.js and kit always name an encoding.
    const encoding = config?.encoding ?? 'binary';
    checkEncoding(encoding);
    checkMinContextSlot(ledger, config);
    const account = ledger.getAccount(pubkey);
    const getAccount = ledger.getAccount.bind(ledger);
    return withContext(
      ledger,
      account && encodeAccount(account, { encoding, dataSlice: config?.dataSlice, getAccount }),
    );
  },

  getMultipleAccounts: (params, { ledger }) => {
    const [pubkeys, config] = parseParams(
      params,
      [
        ['pubkeys', z.array(pubkeySchema)],
        ['config', accountConfigSchema.optional()],
      ],
      1,
    );
    if (pubkeys.length > MAX_MULTIPLE_ACCOUNTS) {
      throw invalidParams(`Too many inputs provided; max ${String(MAX_MULTIPLE_ACCOUNTS)}`);
    }
    const encoding = config?.encoding ?? 'base64';
    checkEncoding(encoding);
    checkMinContextSlot(ledger, config);
    const getAccount = ledger.getAccount.bind(ledger);
    return withContext(
      ledger,
      pubkeys.map((pubkey) => {
        const account = ledger.getAccount(pubkey);
        return account && encodeAccount(account, { encoding, dataSlice: config?.dataSlice, getAccount });
      }),
    );
  },

  requestAirdrop: (params, { ledger }) => {
    const [pubkey, lamports] = parseParams(
      params,
      [
        ['pubkey', pubkeySchema],
        ['lamports', u64Schema.positive('expected a positive number of lamports')],
        ['config', baseConfigSchema.optional()],
      ],
      2,
    );
    return ledger.airdrop(pubkey, BigInt(lamports));
  },
};
