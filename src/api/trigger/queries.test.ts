import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeFetch, testClient } from '../fake-fetch';
import { triggerQueries } from './queries';
import { ORDER_ID, SOL, WALLET, wireOrder, wireVault } from './test-fixtures';

describe('triggerQueries', () => {
  it('keys by family, endpoint, operation and wallet, and waits for a wallet', () => {
    const client = testClient(fakeFetch({ json: wireVault }));
    expect(triggerQueries.vault(client, WALLET).queryKey).toEqual(['trigger', 'http://api.test', 'vault', WALLET]);
    expect(triggerQueries.vault(client, undefined).queryFn).toBe(skipToken);
    expect(triggerQueries.history(client, undefined).queryFn).toBe(skipToken);
    expect(triggerQueries.order(client, WALLET, undefined).queryFn).toBe(skipToken);
    expect(triggerQueries.order(client, undefined, ORDER_ID).queryFn).toBe(skipToken);
  });

  it('reads the vault, and null when none is registered (404)', async () => {
    const found = testClient(fakeFetch({ json: wireVault }));
    await expect(new QueryClient().query(triggerQueries.vault(found, WALLET))).resolves.toMatchObject({
      providerVaultId: 'vault-uuid',
    });
    const none = testClient(fakeFetch({ status: 404, json: { error: 'Vault not found' } }));
    await expect(new QueryClient().query(triggerQueries.vault(none, WALLET))).resolves.toBeNull();
    const broken = testClient(fakeFetch({ status: 500, json: { error: 'boom' } }));
    await expect(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }).query(triggerQueries.vault(broken, WALLET)),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('keys history by every filter and sends them', async () => {
    const fake = fakeFetch({ json: { orders: [wireOrder], pagination: { total: 1, limit: 10, offset: 0 } } });
    const client = testClient(fake);
    const params = { state: 'active', mint: SOL, limit: 10, offset: 0, sort: 'expires_at', dir: 'asc' } as const;
    const q = triggerQueries.history(client, WALLET, params);
    expect(q.queryKey).toEqual(['trigger', 'http://api.test', 'history', WALLET, params]);
    expect(triggerQueries.history(client, WALLET, { ...params, offset: 10 }).queryKey).not.toEqual(q.queryKey);
    const page = await new QueryClient().query(q);
    expect(page.orders).toHaveLength(1);
    expect(fake.last.url.searchParams.get('sort')).toBe('expires_at');
    expect(fake.last.headers.get('authorization')).toBe('Bearer test-jwt');
  });

  it('fetches one order by id', async () => {
    const fake = fakeFetch({ json: wireOrder });
    const q = triggerQueries.order(testClient(fake), WALLET, ORDER_ID);
    expect(q.queryKey).toEqual(['trigger', 'http://api.test', 'order', WALLET, ORDER_ID]);
    await expect(new QueryClient().query(q)).resolves.toMatchObject({ id: ORDER_ID });
    expect(fake.last.url.pathname).toBe(`/trigger/v2/orders/history/${ORDER_ID}`);
  });
});
