// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { useCreateRecurring, type CreateVars } from './use-recurring-actions';

const { SOL, USDC } = KNOWN_TOKENS;
const labelOf = (mint: string) => [SOL, USDC].find((t) => t.mint === mint);
const DAY = 86_400;

let sb: SandboxClient;
let user: string;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-create-recurring', paused: true });
  user = sb.connect({ tokens: { [USDC.mint]: 1_000_000_000n } }).address;
});
afterEach(() => sb.close());

// Starts tomorrow, so no round runs before the test reads the order's account.
const vars = (): CreateVars => ({
  user,
  inputMint: USDC.mint,
  outputMint: SOL.mint,
  inputDecimals: USDC.decimals,
  outputDecimals: SOL.decimals,
  total: 150_000_000n,
  numberOfOrders: 3,
  intervalSeconds: DAY,
  minPrice: null,
  maxPrice: null,
  startAt: Math.floor(sb.sandbox.time.now() / 1000) + DAY,
  summary: 'Recurring: 150 USDC into SOL',
  labelOf,
});

async function create(change: Partial<CreateVars> = {}) {
  const { result } = renderHook(() => useCreateRecurring(), { wrapper: sb.wrapper });
  act(() => result.current.run({ ...vars(), ...change }));
  await waitFor(() => expect(result.current.state.status).toMatch(/done|error/));
  return result.current.state;
}

describe('useCreateRecurring against the sandbox', () => {
  it('passes the firewall: the deposit lands, all of it, in the account of the order the transaction opened', async () => {
    expect(await create()).toMatchObject({ status: 'done' });
    const listed = await sb.json(`/recurring/v1/getRecurringOrders?user=${user}&orderStatus=active&recurringType=time`);
    const [order] = (listed.body.time ?? []) as { orderKey: string }[];
    expect(await sb.holding(order?.orderKey ?? '', USDC.mint)).toBe(150_000_000n);
    expect(await sb.holding(user, USDC.mint)).toBe(850_000_000n);
  });

  it('refuses before the wallet a create the service crafted for another amount', async () => {
    sb.answer('/recurring/v1/createOrder', async () => {
      const time = { inAmount: 300_000_000, numberOfOrders: 3, interval: DAY, minPrice: null, maxPrice: null };
      const body = { user, inputMint: USDC.mint, outputMint: SOL.mint, params: { time: { ...time, startAt: null } } };
      return (await sb.json('/recurring/v1/createOrder', body)).body;
    });
    expect(await create()).toMatchObject({
      status: 'error',
      failure: { message: expect.stringMatching(/deposits 300000000 units, not the 150000000 shown/) as unknown },
    });
    expect(sb.calls.some((c) => c.path.endsWith('/execute'))).toBe(false);
    expect(await sb.holding(user, USDC.mint)).toBe(1_000_000_000n);
  });

  it('passes the firewall with a price range: the order holds the bounds the screen’s prices give', async () => {
    expect(await create({ minPrice: 0.4, maxPrice: 3 })).toMatchObject({ status: 'done' });
    const listed = await sb.json(`/recurring/v1/getRecurringOrders?user=${user}&orderStatus=active&recurringType=time`);
    const [order] = (listed.body.time ?? []) as { rawMinOutAmount: string; rawMaxOutAmount: string }[];
    // 50 USDC a round: at most 3 USDC per SOL is at least 16.666666667 SOL; at least 0.4 is at most 125 SOL.
    expect(order).toMatchObject({ rawMinOutAmount: '16666666667', rawMaxOutAmount: '125000000000' });
  });

  it('refuses before the wallet a create the service crafted with a looser range than the screen’s', async () => {
    sb.answer('/recurring/v1/createOrder', async () => {
      const time = { inAmount: 150_000_000, numberOfOrders: 3, interval: DAY, minPrice: null, maxPrice: 4 };
      const body = { user, inputMint: USDC.mint, outputMint: SOL.mint, params: { time: { ...time, startAt: null } } };
      return (await sb.json('/recurring/v1/createOrder', body)).body;
    });
    expect(await create({ maxPrice: 2, startAt: null })).toMatchObject({
      status: 'error',
      failure: {
        message: expect.stringMatching(/as little as 12500000000 units a round, below the 25000000000/) as unknown,
      },
    });
    expect(sb.calls.some((c) => c.path.endsWith('/execute'))).toBe(false);
    expect(await sb.holding(user, USDC.mint)).toBe(1_000_000_000n);
  });
});
