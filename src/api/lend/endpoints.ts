import { endpoint, endpointFunctions } from '../endpoint';
import {
  borrowPositionsParamsSchema,
  borrowPositionsResponseSchema,
  borrowVaultsParamsSchema,
  borrowVaultsResponseSchema,
  earnAmountParamsSchema,
  earningsParamsSchema,
  earningsResponseSchema,
  earnPositionsParamsSchema,
  earnPositionsResponseSchema,
  earnSharesParamsSchema,
  earnTokensResponseSchema,
  lendTransactionResponseSchema,
  operateInstructionsResponseSchema,
  operateParamsSchema,
  operateResponseSchema,
} from './schemas';

const craft = <I extends typeof earnAmountParamsSchema | typeof earnSharesParamsSchema>(action: string, input: I) =>
  endpoint({ method: 'POST', path: `/lend/v1/earn/${action}`, input, response: lendTransactionResponseSchema });

const lendEndpoints = {
  /** The earn tokens (jlTokens) with rates, supply and liquidity. */
  getEarnTokens: endpoint({ method: 'GET', path: '/lend/v1/earn/tokens', response: earnTokensResponseSchema }),
  /** Earn positions of one or more wallets (`users=a,b`). */
  getEarnPositions: endpoint({
    method: 'GET',
    path: '/lend/v1/earn/positions',
    input: earnPositionsParamsSchema,
    response: earnPositionsResponseSchema,
  }),
  /** Earnings of a wallet's positions (always an array here). */
  getEarnings: endpoint({
    method: 'GET',
    path: '/lend/v1/earn/earnings',
    input: earningsParamsSchema,
    response: earningsResponseSchema,
  }),
  /** Unsigned transactions: deposit/withdraw an `amount` of the underlying, mint/redeem exact `shares`. */
  craftEarnDeposit: craft('deposit', earnAmountParamsSchema),
  craftEarnWithdraw: craft('withdraw', earnAmountParamsSchema),
  craftEarnMint: craft('mint', earnSharesParamsSchema),
  craftEarnRedeem: craft('redeem', earnSharesParamsSchema),
  /** Borrow vaults of a market (default `main`). */
  getBorrowVaults: endpoint({
    method: 'GET',
    path: '/lend/v1/borrow/vaults',
    input: borrowVaultsParamsSchema,
    response: borrowVaultsResponseSchema,
  }),
  /** Borrow positions (NFTs) of one or more wallets. */
  getBorrowPositions: endpoint({
    method: 'GET',
    path: '/lend/v1/borrow/positions',
    input: borrowPositionsParamsSchema,
    response: borrowPositionsResponseSchema,
  }),
  /** Unsigned transaction changing collateral and debt of a position (0 = new); `market` goes in the query. */
  operate: endpoint({
    method: 'POST',
    path: '/lend/v1/borrow/operate',
    input: operateParamsSchema,
    queryKeys: ['market'],
    response: operateResponseSchema,
  }),
  /** The same operation as instructions plus lookup tables. */
  operateInstructions: endpoint({
    method: 'POST',
    path: '/lend/v1/borrow/operate-instructions',
    input: operateParamsSchema,
    queryKeys: ['market'],
    response: operateInstructionsResponseSchema,
  }),
};

export const {
  getEarnTokens,
  getEarnPositions,
  getEarnings,
  craftEarnDeposit,
  craftEarnWithdraw,
  craftEarnMint,
  craftEarnRedeem,
  getBorrowVaults,
  getBorrowPositions,
  operate,
  operateInstructions,
} = endpointFunctions(lendEndpoints);
