import { ApiError } from '../errors';
import { explainOrderErrorCode } from '../order-error-code';
import type { OrderResponse } from './schemas-v2';

type BuildFields = Pick<OrderResponse, 'taker' | 'transaction' | 'errorCode' | 'errorMessage' | 'error' | 'router'>;

/** A `taker` order with `transaction: ''` (spec §2.2) becomes an `order-build` ApiError. */
export function orderBuildError(order: BuildFields): ApiError | null {
  if (!order.taker || order.transaction !== '') return null;
  const serviceMessage = order.errorMessage ?? order.error;
  const router = order.router;
  if (order.errorCode === undefined) {
    // Not in the spec's table, but an empty transaction must never reach the wallet.
    return new ApiError({
      kind: 'order-build',
      router,
      message: serviceMessage ?? 'The service could not build a transaction for this quote.',
      details: { errorMessage: serviceMessage },
    });
  }
  const explained = explainOrderErrorCode(order.errorCode, router);
  const suffix = serviceMessage ? ` (${serviceMessage})` : '';
  return new ApiError({
    kind: 'order-build',
    errorCode: order.errorCode,
    router,
    message: `${explained.what} ${explained.fix}${suffix}`,
    details: { errorMessage: serviceMessage, action: explained.action },
  });
}
