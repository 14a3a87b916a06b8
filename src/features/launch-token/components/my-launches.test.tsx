// @vitest-environment jsdom
import { VersionedTransaction, type Keypair } from '@solana/web3.js';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { amountLabel } from '../../../lib/tx/statement';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { toDecimalString } from '../../../utils/amount';
import { base64ToBytes, bytesToBase64 } from '../../../utils/base64';
import { formatUsd } from '../../../utils/format';
import { useLaunch } from '../hooks/use-launch';
import { useLaunchesStore } from '../state/launches-store';
import { PRESETS } from '../utils/launch-params';
import { quoteLabels } from '../utils/launch-statement';
import { MyLaunches } from './my-launches';

const USDC = STUDIO_QUOTE_MINTS.USDC;
const image = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });

let sb: SandboxClient;
let creator: string;
let whale: Keypair;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'my-launches', paused: true });
  creator = sb.connect().address;
  whale = sb.wallet({ tokens: { [USDC]: 2_000_000n * 10n ** 6n } });
  useLaunchesStore.setState({ launches: [] });
});
afterEach(() => sb.close());

/** A Meme launch by the connected wallet through the app's own hook: its mint. */
async function launch(name: string, symbol: string) {
  const { result } = renderHook(() => useLaunch(), { wrapper: sb.wrapper });
  const fields = {
    name,
    symbol,
    description: '',
    website: '',
    twitter: '',
    telegram: '',
    devBuy: '',
    image,
    ...PRESETS.Meme,
  };
  act(() => result.current.run({ fields, wallet: creator }));
  await waitFor(() => expect(result.current.state).toMatchObject({ status: 'done' }));
  return useLaunchesStore.getState().launches.find((l) => l.symbol === symbol)!.mint;
}

/** The whale buys `amount` raw USDC of `mint` through Swap, as any trader on the curve would. */
async function buy(mint: string, amount: bigint) {
  const query = new URLSearchParams({
    inputMint: USDC,
    outputMint: mint,
    amount: String(amount),
    taker: whale.publicKey.toBase58(),
  });
  const order = (await sb.json(`/swap/v2/order?${query.toString()}`)).body as {
    transaction: string;
    requestId: string;
  };
  const tx = VersionedTransaction.deserialize(base64ToBytes(order.transaction));
  tx.sign([whale]);
  const executed = await sb.json('/swap/v2/execute', {
    signedTransaction: bytesToBase64(tx.serialize()),
    requestId: order.requestId,
  });
  expect(executed.body).toMatchObject({ status: 'Success' });
}

async function feeOf(mint: string) {
  const { data } = (await sb.json(`/studio/v1/dbc-pool/addresses/${mint}`)).body as {
    data: { dbcPoolAddress: string };
  };
  const fee = (await sb.json('/studio/v1/dbc/fee', { poolAddress: data.dbcPoolAddress })).body as Record<
    string,
    string
  >;
  return { unclaimed: BigInt(fee.unclaimed ?? ''), total: BigInt(fee.total ?? '') };
}

describe('MyLaunches', () => {
  it('shows each pool’s state, unclaimed fees in the quote token and USD, and claims them', async () => {
    const curve = await launch('Curve Cat', 'CCAT');
    const graduated = await launch('Grad Dog', 'GDOG');
    await buy(curve, 100n * 10n ** 6n);
    await buy(graduated, 1_500_000n * 10n ** 6n);
    const { unclaimed, total } = await feeOf(curve);
    expect(unclaimed).toBeGreaterThan(0n);
    const prices = (await sb.json(`/price/v3?ids=${USDC}`)).body as Record<string, { usdPrice: number }>;
    const usd = formatUsd(Number(toDecimalString(unclaimed, 6)) * prices[USDC]!.usdPrice);
    // Another browser of the same wallet: nothing remembered, the list comes from the chain and Studio.
    useLaunchesStore.setState({ launches: [] });

    render(
      <MemoryRouter>
        <MyLaunches />
      </MemoryRouter>,
      { wrapper: sb.wrapper },
    );
    const curveRow = await screen.findByRole('article', { name: 'Curve Cat (CCAT)' }, { timeout: 5_000 });
    const gradRow = screen.getByRole('article', { name: 'Grad Dog (GDOG)' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(await within(curveRow).findByText('On the bonding curve')).toBeInTheDocument();
    expect(await within(gradRow).findByText('Graduated')).toBeInTheDocument();
    const [shown, earned] = within(curveRow).getAllByRole('definition');
    await waitFor(() => expect(shown).toHaveTextContent(`${amountLabel(unclaimed, USDC, quoteLabels)} (${usd})`));
    expect(earned).toHaveTextContent(amountLabel(total, USDC, quoteLabels));

    const before = sb.balance(creator, USDC);
    const claim = within(curveRow).getByRole('button', { name: 'Claim fees of CCAT' });
    await waitFor(() => expect(claim).toBeEnabled());
    fireEvent.click(claim);
    expect(await within(curveRow).findByText('Fees claimed.')).toBeInTheDocument();
    expect(sb.balance(creator, USDC) - before).toBe(unclaimed);
    expect((await feeOf(curve)).unclaimed).toBe(0n);
  });
});
