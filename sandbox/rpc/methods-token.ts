import * as z from 'zod';
import type { Ledger } from '../chain/ledger';
import { uiTokenAmount } from '../chain/tx-meta';
import type { Address } from '../chain/types';
import { checkMinContextSlot, withContext, type RpcMethod } from './context';
import { checkEncoding, encodeAccount } from './encode-account';
import { invalidParam } from './json-rpc';
import { accountConfigSchema, baseConfigSchema, parseParams, pubkeySchema } from './params';
import { isTokenProgram, mintDecimals, mintSupply, readTokenAccount } from './parse-token';

/** Error wording follows agave's rpc.rs, so client code matching on it behaves as against a real node. */

const filterSchema = z.union([z.strictObject({ mint: pubkeySchema }), z.strictObject({ programId: pubkeySchema })]);

function resolveFilter(ledger: Ledger, filter: z.output<typeof filterSchema>): { program: Address; mint?: Address } {
  if ('programId' in filter) {
    if (!isTokenProgram(filter.programId)) throw invalidParam('unrecognized Token program id');
    return { program: filter.programId };
  }
  const mint = ledger.getAccount(filter.mint);
  if (!mint) throw invalidParam('could not find mint');
  if (mintDecimals(mint) === null) throw invalidParam('not a Token mint');
  return { program: mint.owner, mint: filter.mint };
}

const getTokenAccountsByOwner: RpcMethod = (params, { ledger }) => {
  const [owner, filter, config] = parseParams(
    params,
    [
      ['owner', pubkeySchema],
      ['filter', filterSchema],
      ['config', accountConfigSchema.optional()],
    ],
    2,
  );
  const encoding = config?.encoding ?? 'binary';
  checkEncoding(encoding);
  checkMinContextSlot(ledger, config);
  const { program, mint } = resolveFilter(ledger, filter);
  const getAccount = ledger.getAccount.bind(ledger);
  // The ledger's owner index answers in well under a millisecond; a program scan would cost ~250 ms.
  const value = ledger
    .tokenAccountsByOwner(owner)
    .filter(({ account }) => account.owner === program)
    .filter(({ account }) => mint === undefined || readTokenAccount(account)?.mint === mint)
    .sort((a, b) => (a.pubkey < b.pubkey ? -1 : 1))
    .map(({ pubkey, account }) => ({
      account: encodeAccount(account, { encoding, dataSlice: config?.dataSlice, getAccount }),
      pubkey,
    }));
  return withContext(ledger, value);
};

/** agave's NUM_LARGEST_ACCOUNTS. */
const LARGEST_ACCOUNTS = 20;

const getTokenLargestAccounts: RpcMethod = (params, { ledger }) => {
  const [mint, config] = parseParams(
    params,
    [
      ['mint', pubkeySchema],
      ['config', baseConfigSchema.optional()],
    ],
    1,
  );
  checkMinContextSlot(ledger, config);
  const account = ledger.getAccount(mint);
  if (!account) throw invalidParam('could not find account');
  const decimals = mintDecimals(account);
  if (decimals === null) throw invalidParam('not a Token mint');
  const value = ledger
    .accountsOwnedBy(account.owner)
    .flatMap(({ pubkey, account: a }) => {
      const token = readTokenAccount(a);
      return token?.mint === mint ? [{ pubkey, amount: token.amount }] : [];
    })
    .sort((a, b) => (a.amount === b.amount ? (a.pubkey < b.pubkey ? -1 : 1) : a.amount > b.amount ? -1 : 1))
    .slice(0, LARGEST_ACCOUNTS)
    .map(({ pubkey, amount }) => ({ address: pubkey, ...uiTokenAmount(amount, decimals) }));
  return withContext(ledger, value);
};

export const tokenMethods: Record<string, RpcMethod> = {
  getTokenAccountsByOwner,
  getTokenLargestAccounts,

  getTokenAccountBalance: (params, { ledger }) => {
    const [pubkey, config] = parseParams(
      params,
      [
        ['pubkey', pubkeySchema],
        ['config', baseConfigSchema.optional()],
      ],
      1,
    );
    checkMinContextSlot(ledger, config);
    const account = ledger.getAccount(pubkey);
    if (!account) throw invalidParam('could not find account');
    const token = readTokenAccount(account);
    if (!token) throw invalidParam('not a Token account');
    const decimals = mintDecimals(ledger.getAccount(token.mint));
    if (decimals === null) throw invalidParam('could not find mint');
    return withContext(ledger, uiTokenAmount(token.amount, decimals));
  },

  getTokenSupply: (params, { ledger }) => {
    const [mint, config] = parseParams(
      params,
      [
        ['mint', pubkeySchema],
        ['config', baseConfigSchema.optional()],
      ],
      1,
    );
    checkMinContextSlot(ledger, config);
    const account = ledger.getAccount(mint);
    if (!account) throw invalidParam('could not find account');
    const supply = mintSupply(account);
    if (!supply) throw invalidParam('not a Token mint');
    return withContext(ledger, supply);
  },
};
