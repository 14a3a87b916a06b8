import { cancelOrder, createOrder, executeRecurring } from '../../../api/recurring/endpoints';
import { recurringQueries } from '../../../api/recurring/queries';
import { ApiError } from '../../../api/errors';
import type { ApiClient } from '../../../api/http';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import type { ServicePost } from '../../../lib/tx/land-record';
import type { PolicySpec } from '../../../lib/tx/programs';
import { TOKEN_ACCOUNT_RENT, type LabelOf } from '../../../lib/tx/statement';

const RECURRING: PolicySpec = { family: 'recurring' };

const SIGNATURE_FEES = 10_000n;

/** Spec §4.7: execute lands during the call; a refusal before landing is final, the chain reports the rest. */
export function postVia(client: ApiClient, requestId: string): ServicePost {
  return async (signedTransaction) => {
    const res = await executeRecurring(client, { requestId, signedTransaction });
    if (res.status === 'Success' && res.signature) return { signature: res.signature };
    throw new ApiError({
      kind: 'http',
      status: res.signature ? 502 : 400,
      message: res.error ?? `The service answered ${res.status}`,
    });
  };
}

export interface CreateVars {
  user: string;
  inputMint: string;
  outputMint: string;
  /** The decimals the form read the amounts and prices in: the order's bounds are checked in them. */
  inputDecimals: number;
  outputDecimals: number;
  total: bigint;
  numberOfOrders: number;
  intervalSeconds: number;
  /** Input per output; a round outside the bounds waits (supplement §7). */
  minPrice: number | null;
  maxPrice: number | null;
  /** Unix seconds; null starts now. */
  startAt: number | null;
  summary: string;
  labelOf: LabelOf;
}

export interface CancelVars {
  user: string;
  orderKey: string;
  inputMint: string;
  remaining: bigint;
  summary: string;
  labelOf: LabelOf;
}

export function useCreateRecurring() {
  const client = useApiClient();
  return useTxAction<CreateVars, { signature: string }>({
    kind: 'recurring',
    invalidates: [recurringQueries.all(client)],
    craft: async (v) => {
      const res = await createOrder(client, {
        user: v.user,
        inputMint: v.inputMint,
        outputMint: v.outputMint,
        params: {
          time: {
            inAmount: v.total,
            numberOfOrders: v.numberOfOrders,
            interval: v.intervalSeconds,
            minPrice: v.minPrice,
            maxPrice: v.maxPrice,
            startAt: v.startAt,
          },
        },
      });
      return {
        transaction: res.transaction,
        statement: {
          wallet: v.user,
          send: [{ mint: v.inputMint, max: v.total }],
          // The firewall adds the order account it derives from the transaction's openDcaV2 as the deposit's destination.
          receive: [],
          feesMax: TOKEN_ACCOUNT_RENT + SIGNATURE_FEES,
          policy: {
            family: 'recurring',
            dcaOpen: {
              inputMint: v.inputMint,
              outputMint: v.outputMint,
              inAmount: v.total,
              numberOfOrders: v.numberOfOrders,
              intervalSeconds: v.intervalSeconds,
              minPrice: v.minPrice,
              maxPrice: v.maxPrice,
              inputDecimals: v.inputDecimals,
              outputDecimals: v.outputDecimals,
              startAt: v.startAt,
            },
          },
        },
        labelOf: v.labelOf,
        land: 'service',
        requestId: res.requestId,
        lastValidBlockHeight: null,
        summary: v.summary,
        post: postVia(client, res.requestId),
      };
    },
    finish: (outcome) => ({ signature: outcome.signature ?? '' }),
  });
}

export function useCancelRecurring() {
  const client = useApiClient();
  return useTxAction<CancelVars, { signature: string }>({
    kind: 'recurring',
    invalidates: [recurringQueries.all(client)],
    craft: async (v) => {
      const res = await cancelOrder(client, { order: v.orderKey, user: v.user, recurringType: 'time' });
      return {
        transaction: res.transaction,
        statement: {
          wallet: v.user,
          send: [],
          receive: [{ mint: v.inputMint, min: v.remaining, to: v.user }],
          feesMax: TOKEN_ACCOUNT_RENT + SIGNATURE_FEES,
          policy: RECURRING,
        },
        labelOf: v.labelOf,
        land: 'service',
        requestId: res.requestId,
        lastValidBlockHeight: null,
        summary: v.summary,
        post: postVia(client, res.requestId),
      };
    },
    finish: (outcome) => ({ signature: outcome.signature ?? '' }),
  });
}
