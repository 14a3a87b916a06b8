import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
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
  type BorrowPosition,
  type BorrowPositionsParams,
  type BorrowVault,
  type EarningsParams,
  type EarningsResponse,
  type EarnAmountParams,
  type EarnPosition,
  type EarnSharesParams,
  type EarnToken,
  type LendMarket,
  type LendTransactionResponse,
  type OperateInstructionsResponse,
  type OperateParams,
  type OperateResponse,
} from './schemas';

// ── Earn ────────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /lend/v1/earn/tokens — the earn tokens (jlTokens) with rates, supply and liquidity. */
export async function getEarnTokens(client: ApiClient, signal?: AbortSignal): Promise<EarnToken[]> {
  return client.request({ method: 'GET', path: '/lend/v1/earn/tokens', schema: earnTokensResponseSchema, signal });
}

/** GET /lend/v1/earn/positions?users=a,b — earn positions of one or more wallets. */
export async function getEarnPositions(
  client: ApiClient,
  params: { users: readonly string[] },
  signal?: AbortSignal,
): Promise<EarnPosition[]> {
  const { users } = encodeRequest(earnPositionsParamsSchema, { users: [...params.users] }, 'lend earn positions');
  return client.request({
    method: 'GET',
    path: '/lend/v1/earn/positions',
    query: { users },
    schema: earnPositionsResponseSchema,
    signal,
  });
}

/** GET /lend/v1/earn/earnings?user=&positions=a,b — earnings of a wallet's positions (always an array here). */
export async function getEarnings(
  client: ApiClient,
  params: EarningsParams,
  signal?: AbortSignal,
): Promise<EarningsResponse> {
  const { user, positions } = encodeRequest(earningsParamsSchema, params, 'lend earnings');
  return client.request({
    method: 'GET',
    path: '/lend/v1/earn/earnings',
    query: { user, positions },
    schema: earningsResponseSchema,
    signal,
  });
}

async function craftEarn(
  client: ApiClient,
  action: 'deposit' | 'withdraw' | 'mint' | 'redeem',
  json: unknown,
  signal: AbortSignal | undefined,
): Promise<LendTransactionResponse> {
  return client.request({
    method: 'POST',
    path: `/lend/v1/earn/${action}`,
    json,
    schema: lendTransactionResponseSchema,
    signal,
  });
}

/** POST /lend/v1/earn/deposit — unsigned transaction depositing `amount` of the underlying `asset`. */
export async function craftEarnDeposit(
  client: ApiClient,
  params: EarnAmountParams,
  signal?: AbortSignal,
): Promise<LendTransactionResponse> {
  return craftEarn(client, 'deposit', encodeRequest(earnAmountParamsSchema, params, 'lend earn deposit'), signal);
}

/** POST /lend/v1/earn/withdraw — unsigned transaction withdrawing `amount` of the underlying `asset`. */
export async function craftEarnWithdraw(
  client: ApiClient,
  params: EarnAmountParams,
  signal?: AbortSignal,
): Promise<LendTransactionResponse> {
  return craftEarn(client, 'withdraw', encodeRequest(earnAmountParamsSchema, params, 'lend earn withdraw'), signal);
}

/** POST /lend/v1/earn/mint — unsigned transaction minting exactly `shares` jlTokens. */
export async function craftEarnMint(
  client: ApiClient,
  params: EarnSharesParams,
  signal?: AbortSignal,
): Promise<LendTransactionResponse> {
  return craftEarn(client, 'mint', encodeRequest(earnSharesParamsSchema, params, 'lend earn mint'), signal);
}

/** POST /lend/v1/earn/redeem — unsigned transaction redeeming `shares` jlTokens (all shares = a dust-free max). */
export async function craftEarnRedeem(
  client: ApiClient,
  params: EarnSharesParams,
  signal?: AbortSignal,
): Promise<LendTransactionResponse> {
  return craftEarn(client, 'redeem', encodeRequest(earnSharesParamsSchema, params, 'lend earn redeem'), signal);
}

// ── Borrow ──────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /lend/v1/borrow/vaults — borrow vaults of a market (default `main`). */
export async function getBorrowVaults(
  client: ApiClient,
  params: { market?: LendMarket } = {},
  signal?: AbortSignal,
): Promise<BorrowVault[]> {
  const { market } = encodeRequest(borrowVaultsParamsSchema, params, 'lend borrow vaults');
  return client.request({
    method: 'GET',
    path: '/lend/v1/borrow/vaults',
    query: { market },
    schema: borrowVaultsResponseSchema,
    signal,
  });
}

/** GET /lend/v1/borrow/positions?users=a,b — borrow positions (NFTs) of one or more wallets. */
export async function getBorrowPositions(
  client: ApiClient,
  params: BorrowPositionsParams,
  signal?: AbortSignal,
): Promise<BorrowPosition[]> {
  const { users, market } = encodeRequest(borrowPositionsParamsSchema, params, 'lend borrow positions');
  return client.request({
    method: 'GET',
    path: '/lend/v1/borrow/positions',
    query: { users, market },
    schema: borrowPositionsResponseSchema,
    signal,
  });
}

function operateRequest(params: OperateParams, label: string) {
  // `market` goes in the query (borrow yaml), everything else is the OperatePayload body.
  const { market, ...json } = encodeRequest(operateParamsSchema, params, label);
  return { query: { market }, json };
}

/** POST /lend/v1/borrow/operate — unsigned transaction changing collateral and debt of a position (0 = new). */
export async function operate(
  client: ApiClient,
  params: OperateParams,
  signal?: AbortSignal,
): Promise<OperateResponse> {
  const { query, json } = operateRequest(params, 'lend borrow operate');
  return client.request({
    method: 'POST',
    path: '/lend/v1/borrow/operate',
    query,
    json,
    schema: operateResponseSchema,
    signal,
  });
}

/** POST /lend/v1/borrow/operate-instructions — the same operation as instructions plus lookup tables. */
export async function operateInstructions(
  client: ApiClient,
  params: OperateParams,
  signal?: AbortSignal,
): Promise<OperateInstructionsResponse> {
  const { query, json } = operateRequest(params, 'lend borrow operate-instructions');
  return client.request({
    method: 'POST',
    path: '/lend/v1/borrow/operate-instructions',
    query,
    json,
    schema: operateInstructionsResponseSchema,
    signal,
  });
}
