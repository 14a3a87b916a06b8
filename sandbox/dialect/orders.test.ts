import { describe, expect, it } from 'vitest';
import { realAnswer } from './dialect';

const answer = (method: string, path: string, body: unknown, status = 200) =>
  realAnswer({ method, path, status, body }) as Record<string, unknown>;

describe('trigger in the real dialect', () => {
  it('names the vault id privyVaultId and leaves out a null privyUserId', () => {
    const body = { userPubkey: 'U', vaultPubkey: 'V', providerVaultId: 'id', privyUserId: null };
    expect(answer('GET', '/trigger/v2/vault', body)).toEqual({ userPubkey: 'U', vaultPubkey: 'V', privyVaultId: 'id' });
  });

  it('names the vault in a 409 body and the wallet of each history order', () => {
    const conflict = answer(
      'GET',
      '/trigger/v2/vault/register',
      { error: 'e', details: { providerVaultId: 'id' } },
      409,
    );
    expect(conflict.details).toEqual({ privyVaultId: 'id' });
    const history = answer('GET', '/trigger/v2/orders/history', {
      orders: [{ id: 'o', providerWalletPubkey: 'W', tpPriceUsd: null, triggerPriceUsd: 2 }],
      pagination: { total: 1 },
    });
    expect(history.orders).toEqual([{ id: 'o', privyWalletPubkey: 'W', triggerPriceUsd: 2 }]);
  });
});

describe('recurring in the real dialect', () => {
  it('nests the list and its paging under the type', () => {
    const body = { user: 'U', orderStatus: 'active', time: [{ orderKey: 'k' }], totalPages: 3, page: 2 };
    expect(answer('GET', '/recurring/v1/getRecurringOrders', body)).toEqual({
      user: 'U',
      orderStatus: 'active',
      time: { orders: [{ orderKey: 'k' }], totalPages: 3, page: 2 },
    });
  });

  it('answers execute with only what happened', () => {
    const body = { status: 'Success', signature: 'S', order: null, error: null };
    expect(answer('POST', '/recurring/v1/execute', body)).toEqual({ status: 'Success', signature: 'S' });
  });
});
