import { useConnection, useWallet } from '../../../hooks/wallet/use-wallet';
import { useRef } from 'react';
import { claimPosition, closePosition, createOrder } from '../../../api/prediction/endpoints';
import { predictionQueries } from '../../../api/prediction/queries';
import type { CreateOrderResponse } from '../../../api/prediction/schemas';
import { TxActionError, useTxAction, type CraftedTx } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { contractsText, usd } from '../utils/event-view';
import {
  betStatement,
  labelsFor,
  outcomeMoves,
  previewContractsMicro,
  redeemStatement,
  USDC,
} from '../utils/statements';
import type { TicketQuote } from '../utils/ticket';
import { depositTokenOf } from '../utils/deposit';
import { betMintProblem, claimPayoutProblem, sellFloorProblem, associatedAccountOf } from '../utils/bindings';
import { checkedClaim, checkedOrders } from '../utils/order-ix';

export interface BetVars {
  marketId: string;
  marketTitle: string;
  side: 'yes' | 'no';
  quote: TicketQuote;
  depositMint: string;
  contractsMint: string | null;
}
export interface SellVars {
  positionPubkey: string;
  marketTitle: string;
  side: 'yes' | 'no';
  heldMicro: bigint;
  contractsMicro: bigint | null;
  payoutMint: string;
  /** The price floor the form showed (micro-USD a contract) and what must arrive at it after fees. */
  floor: bigint;
  minProceeds: bigint;
}
export interface ClaimVars {
  positionPubkey: string;
  marketTitle: string;
  side: 'yes' | 'no';
  heldMicro: bigint;
  payoutMint: string;
  payout: bigint;
}
export interface PredictionReceipt {
  orderPubkey: string | null;
  signature: string | null;
  text: string;
}

export function crafted(
  res: Pick<CreateOrderResponse, 'transaction' | 'txMeta'>,
  side: 'yes' | 'no',
  rest: Pick<CraftedTx, 'statement' | 'summary'>,
): CraftedTx & { transaction: string } {
  if (!res.transaction) {
    throw new TxActionError({ kind: 'unreadable', message: 'The service sent no transaction; nothing was signed.' });
  }
  // The write path lands through the RPC (supplement §11, option a): the sandbox fills at the book in the same transaction.
  return {
    ...rest,
    transaction: res.transaction,
    labelOf: labelsFor(side),
    land: 'rpc',
    lastValidBlockHeight: res.txMeta?.lastValidBlockHeight ?? null,
  };
}

/** " in JupUSD" for a bet not paid in USDC, the default. */
const paidIn = (mint: string) => (mint === USDC.mint ? '' : ` in ${depositTokenOf(mint)?.symbol ?? mint}`);

export const noTx = () =>
  new TxActionError({ kind: 'unreadable', message: 'The service sent no transaction; nothing was signed.' });
export const refuse = (message: string | null) => {
  if (message) throw new TxActionError({ kind: 'refused', message });
};

export function ownerOf(publicKey: { toBase58: () => string } | null): string {
  const owner = publicKey?.toBase58();
  if (!owner) throw new TxActionError({ kind: 'api', message: 'Connect a wallet first. Nothing was signed.', fix: '' });
  return owner;
}

/** Buy YES or NO with USDC or JupUSD: the fresh order must give at least the contracts the ticket promised at its price limit. */
export function useBet() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  const { connection } = useConnection();
  const lastOrder = useRef<string | null>(null);
  return useTxAction<BetVars, PredictionReceipt>({
    kind: 'prediction',
    invalidates: [predictionQueries.all(client)],
    craft: async ({ marketId, marketTitle, side, quote, depositMint, contractsMint }) => {
      const owner = ownerOf(publicKey);
      const res = await createOrder(client, {
        ownerPubkey: owner,
        marketId,
        isYes: side === 'yes',
        isBuy: true,
        depositAmount: quote.deposit,
        depositMint,
      });
      lastOrder.current = res.order.orderPubkey;
      if (!res.transaction) throw noTx();
      const buy = { deposit: quote.deposit, limitPrice: quote.limitPrice };
      const { reading, problem } = await checkedOrders(res.transaction, { wallet: owner, side, buy }, connection);
      refuse(problem);
      const { minted } = await outcomeMoves(res.transaction);
      const account = contractsMint === null ? null : await associatedAccountOf(owner, contractsMint);
      refuse(betMintProblem(minted, { mint: contractsMint, account }, side));
      // The order's own contracts when the program's order is in the transaction; the answer's only as the last word.
      const estimate =
        reading.orders[0]?.contracts ??
        (minted.length ? minted.reduce((a, m) => a + m.amount, 0n) : previewContractsMicro(res.order));
      if (estimate < quote.minContractsMicro) {
        throw new TxActionError({
          kind: 'changed',
          message: `The book moved: the order would now buy about ${contractsText(estimate)} contracts, fewer than the ${contractsText(quote.minContractsMicro)} at least you saw. Review the new quote; nothing was signed.`,
        });
      }
      return crafted(res, side, {
        statement: betStatement(
          owner,
          quote.deposit,
          contractsMint === null ? null : { mint: contractsMint, min: quote.minContractsMicro },
          depositMint,
          reading.orders.some((o) => o.settlementMint !== depositMint),
        ),
        summary: `Bet ${usd(quote.deposit)} on ${side.toUpperCase()}${paidIn(depositMint)} · ${marketTitle}`,
      });
    },
    finish: (outcome, _c, { side, quote }) => ({
      orderPubkey: lastOrder.current,
      signature: outcome.signature,
      text: `Order placed: about ${contractsText(quote.contractsMicro)} ${side.toUpperCase()} contracts for ${usd(quote.deposit)}.`,
    }),
  });
}

export function useSell() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  const { connection } = useConnection();
  return useTxAction<SellVars, PredictionReceipt>({
    kind: 'prediction',
    invalidates: [predictionQueries.all(client)],
    craft: async ({ positionPubkey, marketTitle, side, heldMicro, contractsMicro, payoutMint, floor, minProceeds }) => {
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
      if (!res.transaction) throw noTx();
      refuse(sellFloorProblem(res.order.minSellPriceUsd, floor));
      const selling = contractsMicro ?? heldMicro;
      const sell = { contracts: selling, floor };
      refuse((await checkedOrders(res.transaction, { wallet: owner, side, sell }, connection)).problem);
      const burnt = (await outcomeMoves(res.transaction)).burnt.find((m) => m.account === positionPubkey);
      const statement = redeemStatement(
        owner,
        burnt ? { mint: burnt.mint, max: selling } : null,
        minProceeds,
        payoutMint,
      );
      const what = contractsMicro === null ? 'all' : contractsText(contractsMicro);
      return crafted(res, side, {
        statement,
        summary: `Sell ${what} ${side.toUpperCase()} contracts · ${marketTitle}`,
      });
    },
    finish: (outcome, c) => ({ orderPubkey: null, signature: outcome.signature, text: `${c.summary}: order placed.` }),
  });
}

/** Claim a winning position: $1 a contract must arrive in the wallet. */
export function useClaim() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  const { connection } = useConnection();
  return useTxAction<ClaimVars, PredictionReceipt>({
    kind: 'prediction',
    invalidates: [predictionQueries.all(client)],
    craft: async ({ positionPubkey, marketTitle, side, heldMicro, payoutMint, payout }) => {
      const owner = ownerOf(publicKey);
      const res = await claimPosition(client, { positionPubkey, ownerPubkey: owner });
      refuse(claimPayoutProblem(res.position.payoutAmountUsd, payout));
      refuse(await checkedClaim(res.transaction, { wallet: owner, position: positionPubkey }, connection));
      const burnt = (await outcomeMoves(res.transaction)).burnt.find((m) => m.account === positionPubkey);
      return crafted(res, side, {
        statement: redeemStatement(owner, burnt ? { mint: burnt.mint, max: heldMicro } : null, payout, payoutMint),
        summary: `Claim ${usd(payout)} · ${marketTitle}`,
      });
    },
    finish: (outcome, c) => ({ orderPubkey: null, signature: outcome.signature, text: `${c.summary}: paid.` }),
  });
}
