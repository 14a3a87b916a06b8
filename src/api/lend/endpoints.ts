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
  earnRateHistoryParamsSchema,
  earnRateHistoryResponseSchema,
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
  getEarnTokens: endpoint({ method: 'GET', path: '/lend/v1/earn/tokens', response: earnTokensResponseSchema }),
  getEarnPositions: endpoint({
    method: 'GET',
    path: '/lend/v1/earn/positions',
    input: earnPositionsParamsSchema,
    response: earnPositionsResponseSchema,
  }),
  getEarnings: endpoint({
    method: 'GET',
    path: '/lend/v1/earn/earnings',
    input: earningsParamsSchema,
    response: earningsResponseSchema,
  }),
  /** GET /lend/v1/earn/rate-history: the sandbox's own read, not the spec's; the real service answers 404. */
  getEarnRateHistory: endpoint({
    method: 'GET',
    path: '/lend/v1/earn/rate-history',
    input: earnRateHistoryParamsSchema,
    response: earnRateHistoryResponseSchema,
  }),
  craftEarnDeposit: craft('deposit', earnAmountParamsSchema),
  craftEarnWithdraw: craft('withdraw', earnAmountParamsSchema),
  craftEarnMint: craft('mint', earnSharesParamsSchema),
  craftEarnRedeem: craft('redeem', earnSharesParamsSchema),
  getBorrowVaults: endpoint({
    method: 'GET',
    path: '/lend/v1/borrow/vaults',
    input: borrowVaultsParamsSchema,
    response: borrowVaultsResponseSchema,
  }),
  getBorrowPositions: endpoint({
    method: 'GET',
    path: '/lend/v1/borrow/positions',
    input: borrowPositionsParamsSchema,
    response: borrowPositionsResponseSchema,
  }),
  operate: endpoint({
    method: 'POST',
    path: '/lend/v1/borrow/operate',
    input: operateParamsSchema,
    queryKeys: ['market'],
    response: operateResponseSchema,
  }),
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
  getEarnRateHistory,
  craftEarnDeposit,
  craftEarnWithdraw,
  craftEarnMint,
  craftEarnRedeem,
  getBorrowVaults,
  getBorrowPositions,
  operate,
  operateInstructions,
} = endpointFunctions(lendEndpoints);
