import { useWallet } from '@solana/wallet-adapter-react';
import { useRef } from 'react';
import { claimPosition, closePosition, createOrder } from '../../../api/prediction/endpoints';
import { predictionQueries } from '../../../api/prediction/queries';
import type { CreateOrderResponse } from '../../../api/prediction/schemas';
import { TxActionError, useTxAction, type CraftedTx } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { contractsText, usd } from '../utils/event-view';
import { betStatement, claimStatement, labelOf, previewContractsMicro, sellStatement } from '../utils/statements';
import type { TicketQuote } from '../utils/ticket';

export interface BetVars {
  marketId: string;
  marketTitle: string;
  side: 'yes' | 'no';
  quote: TicketQuote;
}
export interface SellVars {
  positionPubkey: string;
  marketTitle: string;
  side: 'yes' | 'no';
  /** Micro-contracts to sell; null sells the whole position. */
  contractsMicro: bigint | null;
}
export interface ClaimVars {
  positionPubkey: string;
  marketTitle: string;
}
export interface PredictionReceipt {
  orderPubkey: string | null;
  signature: string | null;
  text: string;
}

function crafted(
  res: Pick<CreateOrderResponse, 'transaction' | 'txMeta'>,
  rest: Omit<CraftedTx, 'transaction' | 'lastValidBlockHeight' | 'land' | 'labelOf'>,
): CraftedTx {
  if (!res.transaction) {
    throw new TxActionError({ kind: 'unreadable', message: 'The service sent no transaction; nothing was signed.' });
  }
  // Keeper-filled orders land through the RPC (supplement §11, option a); the keeper fills them at the book.
  return {
    ...rest,
    transaction: res.transaction,
    labelOf,
    land: 'rpc',
    lastValidBlockHeight: res.txMeta?.lastValidBlockHeight ?? null,
  };
}

function ownerOf(publicKey: { toBase58: () => string } | null): string {
  const owner = publicKey?.toBase58();
  if (!owner) throw new TxActionError({ kind: 'api', message: 'Connect a wallet first. Nothing was signed.', fix: '' });
  return owner;
}

/** Buy YES or NO with USDC: the fresh order must give at least the contracts the ticket promised at its price limit. */
export function useBet() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  // The order's account, kept from craft for finish: its status is polled until the keeper fills it.
  const lastOrder = useRef<string | null>(null);
  return useTxAction<BetVars, PredictionReceipt>({
    kind: 'prediction',
    invalidates: [predictionQueries.all(client)],
    craft: async ({ marketId, marketTitle, side, quote }) => {
      const owner = ownerOf(publicKey);
      const res = await createOrder(client, {
        ownerPubkey: owner,
        marketId,
        isYes: side === 'yes',
        isBuy: true,
        depositAmount: quote.deposit,
      });
      lastOrder.current = res.order.orderPubkey;
      const estimate = previewContractsMicro(res.order);
      if (estimate < quote.minContractsMicro) {
        throw new TxActionError({
          kind: 'changed',
          message: `The book moved: the order would now buy about ${contractsText(estimate)} contracts, fewer than the ${contractsText(quote.minContractsMicro)} at least you saw. Review the new quote; nothing was signed.`,
        });
      }
      return crafted(res, {
        statement: betStatement(owner, quote.deposit),
        summary: `Bet ${usd(quote.deposit)} on ${side.toUpperCase()} · ${marketTitle}`,
      });
    },
    finish: (outcome, _c, { side, quote }) => ({
      orderPubkey: lastOrder.current,
      signature: outcome.signature,
      text: `Order placed: about ${contractsText(quote.contractsMicro)} ${side.toUpperCase()} contracts for ${usd(quote.deposit)}.`,
    }),
  });
}

/** Sell all or part of a position at the book. */
export function useSell() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  return useTxAction<SellVars, PredictionReceipt>({
    kind: 'prediction',
    invalidates: [predictionQueries.all(client)],
    craft: async ({ positionPubkey, marketTitle, side, contractsMicro }) => {
      const owner = ownerOf(publicKey);
      const res =
        contractsMicro === null
          ? await closePosition(client, { positionPubkey, ownerPubkey: owner })
          : await createOrder(client, {
              ownerPubkey: owner,
              isYes: side === 'yes',
              isBuy: false,
              positionPubkey,
              contractsMicro,
            });
      const what = contractsMicro === null ? 'all' : `${contractsText(contractsMicro)} contracts`;
      return crafted(res, {
        statement: sellStatement(owner),
        summary: `Sell ${what} ${side.toUpperCase()} · ${marketTitle}`,
      });
    },
    finish: (outcome, c) => ({ orderPubkey: null, signature: outcome.signature, text: `${c.summary}: order placed.` }),
  });
}

/** Claim a winning position: $1 a contract must arrive in the wallet. */
export function useClaim() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  return useTxAction<ClaimVars, PredictionReceipt>({
    kind: 'prediction',
    invalidates: [predictionQueries.all(client)],
    craft: async ({ positionPubkey, marketTitle }) => {
      const owner = ownerOf(publicKey);
      const res = await claimPosition(client, { positionPubkey, ownerPubkey: owner });
      return {
        ...crafted(res, {
          statement: claimStatement(owner, res.position.payoutAmountUsd),
          summary: `Claim ${usd(res.position.payoutAmountUsd)} · ${marketTitle}`,
        }),
      };
    },
    finish: (outcome, c) => ({ orderPubkey: null, signature: outcome.signature, text: `${c.summary}: paid.` }),
  });
}
