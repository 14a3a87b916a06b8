import { ApiError } from '../errors';
import { explainOrderErrorCode } from '../order-error-code';
import type { OrderResponse } from './schemas-v2';

type BuildFields = Pick<OrderResponse, 'taker' | 'transaction' | 'errorCode' | 'errorMessage' | 'error' | 'router'>;

/**
 * An order asked for with a `taker` whose `transaction` is `''` quoted but could not be built (spec §2.2): turn it
 * into an `order-build` ApiError. The message comes from the `errorCode` × `router` table; the service's own
 * `errorMessage` (display only, may carry an amount) is appended, never matched. Null when there is nothing to report.
 */
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
