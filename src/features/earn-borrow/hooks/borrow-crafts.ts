import { PublicKey, type AddressLookupTableAccount, type Connection } from '@solana/web3.js';
import type { QueryClient } from '@tanstack/react-query';
import { operate, operateInstructions } from '../../../api/lend/endpoints';
import { lendQueries } from '../../../api/lend/queries';
import { MIN_I128, type BorrowVault } from '../../../api/lend/schemas';
import type { ApiClient } from '../../../api/http';
import { TxActionError, type CraftedTx } from '../../../hooks/tx/use-tx-action';
import { amountLabel, type LabelOf } from '../../../lib/tx/statement';
import { NATIVE_MINT } from '../../../lib/tx/simulate';
import { composeOperate } from '../utils/compose-operate';
import {
  composedStatement,
  operateStatement,
  repayMax,
  unwrapStatement,
  wrapStatement,
  type OperateWrite,
} from '../utils/borrow-statement';
import { buildUnwrap, buildWrap } from '../utils/wsol';

export type BorrowStep =
  | { kind: 'wrap'; lamports: bigint; accountExists: boolean }
  | {
      kind: 'operate';
      write: OperateWrite;
      wrap?: { lamports: bigint; accountExists: boolean } | undefined;
      unwrap?: boolean | undefined;
    }
  | { kind: 'unwrap' };

const sol = (lamports: bigint) => amountLabel(lamports, NATIVE_MINT, () => undefined);

export const stop = (message: string, fix: string) => new TxActionError({ kind: 'api', message, fix });

const labelsOf =
  (vault: BorrowVault): LabelOf =>
  (mint) =>
    [vault.supplyToken, vault.borrowToken].find((t) => t.address === mint);

function operateSummary(vault: BorrowVault, w: OperateWrite, labelOf: LabelOf, repayUpTo: bigint): string {
  const col = vault.supplyToken;
  const amount = (raw: bigint, mint: string) => amountLabel(raw < 0n ? -raw : raw, mint, labelOf);
  const parts: string[] = [];
  if (w.colAmount === MIN_I128) parts.push(`withdraw all ${col.symbol} collateral`);
  else if (w.colAmount > 0n) parts.push(`deposit ${amount(w.colAmount, col.address)}`);
  else if (w.colAmount < 0n) parts.push(`withdraw ${amount(w.colAmount, col.address)}`);
  if (w.debtAmount === MIN_I128) parts.push(`repay all (at most ${amount(repayUpTo, vault.borrowToken.address)})`);
  else if (w.debtAmount > 0n) parts.push(`borrow ${amount(w.debtAmount, vault.borrowToken.address)}`);
  else if (w.debtAmount < 0n) parts.push(`repay ${amount(w.debtAmount, vault.borrowToken.address)}`);
  const what = parts.join(', ');
  const where = `${col.symbol} → ${vault.borrowToken.symbol}`;
  return w.positionId === 0
    ? `Open ${where}: ${what}`
    : `${what.charAt(0).toUpperCase()}${what.slice(1)} (${where} #${w.positionId})`;
}

export interface CraftDeps {
  client: ApiClient;
  queryClient: QueryClient;
  connection: Pick<Connection, 'getLatestBlockhash' | 'getAddressLookupTable'>;
}

/** The service's `operate`, the same composed from `operate-instructions` with the app's wrap / unwrap, or null. */
export function borrowCrafts({ client, queryClient, connection }: CraftDeps) {
  const readFresh = async (wallet: string, write: OperateWrite) => {
    const vaults = await queryClient.query({ ...lendQueries.borrowVaults(client), staleTime: 0 });
    const vault = vaults.find((v) => v.id === write.vaultId);
    if (!vault) throw stop('This vault is no longer open. Nothing was signed.', 'Reload the page and choose a vault.');
    let position = null;
    if (write.positionId !== 0) {
      const list = await queryClient.query({ ...lendQueries.borrowPositions(client, [wallet]), staleTime: 0 });
      position = list.find((p) => p.id === write.positionId) ?? null;
      if (!position) throw stop('This position is no longer yours. Nothing was signed.', 'Reload the page.');
    }
    return { vault, position };
  };

  const craftOperate = async (wallet: string, write: OperateWrite): Promise<CraftedTx> => {
    const { vault, position } = await readFresh(wallet, write);
    const res = await operate(client, { ...write, signer: wallet });
    const labelOf = labelsOf(vault);
    return {
      transaction: res.transaction,
      statement: operateStatement(wallet, vault, write, position),
      labelOf,
      land: 'rpc',
      lastValidBlockHeight: null,
      summary: operateSummary(vault, write, labelOf, repayMax(vault, write.debtAmount, position)),
    };
  };

  const craftComposed = async (wallet: string, step: BorrowStep & { kind: 'operate' }): Promise<CraftedTx | null> => {
    const { write, wrap = null, unwrap = false } = step;
    const { vault, position } = await readFresh(wallet, write);
    const res = await operateInstructions(client, { ...write, signer: wallet });
    const tables: AddressLookupTableAccount[] = [];
    for (const address of res.addressLookupTableAddresses) {
      const { value } = await connection.getAddressLookupTable(new PublicKey(address));
      if (!value) return null;
      tables.push(value);
    }
    const owner = new PublicKey(wallet);
    const blockhash = await connection.getLatestBlockhash('confirmed');
    const composed = composeOperate({
      owner,
      response: res,
      wrap: wrap?.lamports ?? null,
      unwrap,
      blockhash: blockhash.blockhash,
      tables,
    });
    if (!composed.ok) return null;
    const labelOf = labelsOf(vault);
    const summary = operateSummary(vault, write, labelOf, repayMax(vault, write.debtAmount, position));
    return {
      transaction: composed.transaction,
      statement: composedStatement(wallet, vault, write, position, wrap),
      labelOf,
      land: 'rpc',
      lastValidBlockHeight: blockhash.lastValidBlockHeight,
      summary: `${summary}${wrap ? ` (wrapping ${sol(wrap.lamports)} first)` : ''}${unwrap ? ', unwrapped to SOL' : ''}`,
    };
  };

  const craftOwn = async (wallet: string, step: BorrowStep & { kind: 'wrap' | 'unwrap' }): Promise<CraftedTx> => {
    const owner = new PublicKey(wallet);
    const blockhash = await connection.getLatestBlockhash('confirmed');
    return {
      transaction: step.kind === 'wrap' ? buildWrap(owner, step.lamports, blockhash) : buildUnwrap(owner, blockhash),
      statement: step.kind === 'wrap' ? wrapStatement(wallet, step.accountExists) : unwrapStatement(wallet),
      labelOf: () => undefined,
      land: 'rpc',
      lastValidBlockHeight: blockhash.lastValidBlockHeight,
      summary: step.kind === 'wrap' ? `Wrap ${sol(step.lamports)} for collateral` : 'Unwrap wrapped SOL back to SOL',
    };
  };

  return { craftOperate, craftComposed, craftOwn };
}
