// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STUDIO_QUOTE_MINTS, type CreatePoolTxResponse } from '../../../api/studio/schemas';
import { usePendingTxStore } from '../../../stores/pending-tx-store';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { useLaunchesStore } from '../state/launches-store';
import { associatedAddress } from '../utils/create-tx-read';
import { PRESETS, type LaunchFields } from '../utils/launch-params';
import { devBuyPlan, simulateLaunch } from '../utils/simulate-launch';
import { useLaunch } from './use-launch';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
const image = new File([PNG], 'logo.png', { type: 'image/png' });
const fields: LaunchFields & { image: File } = {
  name: 'Meme Coin',
  symbol: 'MEME',
  devBuy: '',
  description: 'for fun',
  website: '',
  twitter: 'https://x.com/meme',
  telegram: '',
  image,
  ...PRESETS.Meme,
};
const CREATE = '/studio/v1/dbc-pool/create-tx';

let sb: SandboxClient;
let wallet: string;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-launch', paused: true });
  wallet = sb.connect().address;
  useLaunchesStore.setState({ launches: [] });
  usePendingTxStore.setState({ records: [] });
});
afterEach(() => sb.close());

/** Rewrites the next create answer's image upload: `edit` answers in place of the storage at that address. */
function onImageUpload(edit: (body: never) => unknown) {
  sb.answer(CREATE, (created: CreatePoolTxResponse) => {
    sb.answer(new URL(created.imagePresignedUrl).pathname, edit);
    return created;
  });
}

async function launch() {
  const { result } = renderHook(() => useLaunch(), { wrapper: sb.wrapper });
  act(() => result.current.run({ fields, wallet }));
  await waitFor(() => expect(result.current.state.status).toMatch(/done|error/));
  return result;
}

describe('useLaunch', () => {
  it('creates, retries a failed image upload, uploads the metadata, then lands through Studio submit', async () => {
    let puts = 0;
    onImageUpload((body) => (++puts === 1 ? new Response('busy', { status: 500 }) : body));
    const result = await launch();
    expect(result.current.state).toMatchObject({ status: 'done' });

    const [create, failedPut, imagePut, metadataPut, submit] = sb.calls;
    expect(create?.path).toBe(CREATE);
    expect(create?.body).toMatchObject({ tokenSymbol: 'MEME', creator: wallet, tokenImageContentType: 'image/png' });
    const { mint, imageUrl } = useLaunchesStore.getState().launches[0]!;
    expect([failedPut, imagePut].map((c) => `${c!.method} ${c!.path}`)).toEqual([
      `PUT /studio-uploads/images/${mint}`,
      `PUT /studio-uploads/images/${mint}`,
    ]);
    expect(imagePut?.body).toBe(image);
    expect(metadataPut?.body).toEqual({
      name: 'Meme Coin',
      symbol: 'MEME',
      description: 'for fun',
      image: imageUrl,
      website: '',
      twitter: 'https://x.com/meme',
      telegram: '',
    });
    expect(submit?.path).toBe('/studio/v1/dbc-pool/submit');
    expect(result.current.uploads).toEqual({
      image: { status: 'done', attempt: 2 },
      metadata: { status: 'done', attempt: 1 },
    });
    expect(usePendingTxStore.getState().records).toMatchObject([
      { kind: 'launch', summary: 'Launch Meme Coin (MEME)' },
    ]);
    expect(useLaunchesStore.getState().launches[0]).toMatchObject({ symbol: 'MEME', quote: 'USDC', wallet });
    expect(sb.sandbox.ledger.getAccount(mint)).not.toBeNull();
  });

  it('lands the dev buy with the create, through the firewall: the wallet holds what the simulator planned', async () => {
    const sim = simulateLaunch(PRESETS.Meme);
    const plan = sim && devBuyPlan(sim, '100');
    if (!plan || typeof plan === 'string') throw new Error('no dev buy plan');
    wallet = sb.connect({ tokens: { [STUDIO_QUOTE_MINTS.USDC]: 1_000_000_000n } }).address;
    const { result } = renderHook(() => useLaunch(), { wrapper: sb.wrapper });
    act(() => result.current.run({ fields: { ...fields, devBuy: '100' }, wallet, devBuy: plan }));
    await waitFor(() => expect(result.current.state.status).toMatch(/done|error/));
    expect(result.current.state).toMatchObject({ status: 'done' });
    const { mint } = useLaunchesStore.getState().launches[0]!;
    const account = sb.sandbox.ledger.getAccount(
      associatedAddress(wallet, mint, 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
    );
    expect(account && Buffer.from(account.data).readBigUInt64LE(64)).toBe(plan.tokens);
  });

  it("stops before the uploads and the wallet when the create transaction is not the form's", async () => {
    // The service's transaction for another name, as a hostile Studio would send it.
    sb.answer(CREATE, async () => (await sb.json(CREATE, { ...(sb.calls[0]?.body as object), tokenName: 'Rug' })).body);
    const result = await launch();
    expect(result.current.state).toMatchObject({
      status: 'error',
      failure: {
        kind: 'refused',
        message: 'The create transaction names the token "Rug", not "Meme Coin": not signed.',
      },
    });
    expect(sb.calls.map((c) => c.path)).toEqual([CREATE]);
    expect(usePendingTxStore.getState().records).toEqual([]);
    expect(useLaunchesStore.getState().launches).toEqual([]);
  });

  it('stops before the wallet when an upload is refused, naming it', async () => {
    onImageUpload(() => Response.json({ error: 'expired' }, { status: 403 }));
    const result = await launch();
    expect(result.current.state).toMatchObject({
      status: 'error',
      failure: { kind: 'api', message: expect.stringMatching(/The image could not be uploaded/) as unknown },
    });
    expect(sb.calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(result.current.uploads.image).toEqual({ status: 'failed', attempt: 1 });
    expect(usePendingTxStore.getState().records).toEqual([]);
    expect(useLaunchesStore.getState().launches).toEqual([]);
  });
});
