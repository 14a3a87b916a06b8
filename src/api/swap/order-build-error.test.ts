import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { orderBuildError } from './order-build-error';
import { orderResponseSchema } from './schemas-v2';
import { orderWire, TAKER, TX_B64 } from './test-fixtures';

const order = (over: Record<string, unknown>) => orderResponseSchema.parse({ ...orderWire, ...over });

describe('orderBuildError (spec §2.2)', () => {
  it('is null for a bare quote and for a built transaction', () => {
    expect(orderBuildError(order({}))).toBeNull();
    expect(orderBuildError(order({ taker: TAKER, transaction: TX_B64 }))).toBeNull();
  });

  it('reads errorCode with the router: aggregator 2 is gas, rfq 2 is a missing token account', () => {
    const gas = orderBuildError(
      order({ taker: TAKER, transaction: '', errorCode: 2, errorMessage: 'Top up 0.01 SOL for gas' }),
    );
    expect(gas).toBeInstanceOf(ApiError);
    expect(gas).toMatchObject({ kind: 'order-build', errorCode: 2, router: 'aggregator_a' });
    expect(gas?.message).toMatch(/SOL to pay the network fee/);
    expect(gas?.message).toContain('Top up 0.01 SOL for gas');

    const rfq = orderBuildError(order({ taker: TAKER, transaction: '', errorCode: 2, router: 'jupiterz' }));
    expect(rfq).toMatchObject({ kind: 'order-build', errorCode: 2, router: 'rfq_mm' });
    expect(rfq?.message).toMatch(/token account/);
  });

  it('falls back to the service text when errorCode is missing on an empty transaction', () => {
    const e = orderBuildError(order({ taker: TAKER, transaction: '', error: 'Something odd' }));
    expect(e).toMatchObject({ kind: 'order-build', errorCode: undefined, message: 'Something odd' });
  });
});
