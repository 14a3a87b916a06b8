// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, testClient, type FakeReply } from '../../../api/fake-fetch';
import { TxActionError } from '../../../hooks/tx/use-tx-action';
import type { ExecuteRequest, TxOutcome } from '../../../lib/tx/run-transaction';
import { useLaunchesStore } from '../state/launches-store';
import { PRESETS, type LaunchFields } from '../utils/launch-params';
import { LAUNCH_COST_MAX_LAMPORTS } from '../utils/launch-statement';
import { useLaunch } from './use-launch';

const execute = vi.fn<(request: ExecuteRequest) => Promise<TxOutcome>>();
vi.mock('../../../hooks/tx/use-execute-transaction', () => ({ useExecuteTransaction: () => ({ execute }) }));
let fake = fakeFetch({ json: {} });
vi.mock('../../../hooks/use-api-client', () => ({ useApiClient: () => testClient(fake) }));
// jsdom's typed arrays are not web3.js's: the bytes are the path's and the create check's business (tested there).
vi.mock('../../../lib/transaction-codec', () => ({ decodeTransaction: () => ({ kind: 'legacy', tx: {} }) }));
const checked = vi.fn<(answer: unknown, fields: unknown, wallet: string) => Promise<object>>();
vi.mock('../utils/checked-create', () => ({
  checkedCreateTx: (answer: unknown, fields: unknown, wallet: string) => checked(answer, fields, wallet),
}));
// Uploads wait between tries; a test need not.
vi.mock('../utils/upload-steps', async (importOriginal) => {
  const real = await importOriginal<typeof import('../utils/upload-steps')>();
  return {
    ...real,
    uploadWithRetry: (put: () => Promise<void>, report: never) =>
      real.uploadWithRetry(put, report, () => Promise.resolve()),
  };
});

const WALLET = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const MINT = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const TX = 'AQID';
const created = {
  transaction: TX,
  mint: MINT,
  imagePresignedUrl: 'http://127.0.0.1:8787/studio-storage/images/x?sig=1',
  metadataPresignedUrl: 'http://127.0.0.1:8787/studio-storage/metadata/x.json?sig=2',
  imageUrl: `http://127.0.0.1:8787/studio-storage/images/${MINT}`,
};
const image = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const fields: LaunchFields & { image: File } = {
  name: 'Meme Coin',
  symbol: 'MEME',
  description: 'for fun',
  website: '',
  twitter: 'https://x.com/meme',
  telegram: '',
  image,
  ...PRESETS.Meme,
};

function setup(...replies: FakeReply[]) {
  fake = fakeFetch(...replies);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLaunch(), { wrapper });
}

beforeEach(() => {
  execute.mockReset();
  checked.mockReset();
  checked.mockResolvedValue({});
  useLaunchesStore.setState({ launches: [] });
});

describe('useLaunch', () => {
  it('creates, retries a failed image upload, uploads the metadata, then signs with Studio submit as the landing', async () => {
    execute.mockResolvedValue({ ok: true, id: '1', signature: 'SIG' });
    const { result } = setup({ json: created }, { status: 500, text: 'busy' }, { text: '' }, { text: '' });
    act(() => result.current.run({ fields, wallet: WALLET }));
    await waitFor(() => expect(result.current.state.status).not.toMatch(/crafting|checking/));
    expect(result.current.state).toMatchObject({ status: 'done' });

    const [create, failedPut, imagePut, metadataPut] = fake.calls;
    expect(create?.url.pathname).toBe('/studio/v1/dbc-pool/create-tx');
    expect(create?.body).toMatchObject({ tokenSymbol: 'MEME', creator: WALLET, tokenImageContentType: 'image/png' });
    expect(failedPut?.url.href).toBe(created.imagePresignedUrl);
    expect(imagePut?.body).toBe(image);
    expect(metadataPut?.body).toEqual({
      name: 'Meme Coin',
      symbol: 'MEME',
      description: 'for fun',
      image: created.imageUrl,
      website: '',
      twitter: 'https://x.com/meme',
      telegram: '',
    });
    expect(result.current.uploads).toEqual({
      image: { status: 'done', attempt: 2 },
      metadata: { status: 'done', attempt: 1 },
    });
    const request = execute.mock.calls[0]?.[0];
    expect(request?.land).toBe('studio-submit');
    expect(request?.kind).toBe('launch');
    expect(request?.statement).toMatchObject({
      wallet: WALLET,
      feePayer: null,
      send: [],
      receive: [],
      feesMax: LAUNCH_COST_MAX_LAMPORTS,
    });
    expect(useLaunchesStore.getState().launches[0]).toMatchObject({ mint: MINT, symbol: 'MEME', quote: 'USDC' });
    expect(checked).toHaveBeenCalledWith(created, fields, WALLET);
  });

  it("stops before the uploads and the wallet when the create transaction is not the form's", async () => {
    const sentence = 'The create transaction names the token "Rug", not "Meme Coin": not signed.';
    checked.mockRejectedValue(new TxActionError({ kind: 'refused', message: sentence }));
    const { result } = setup({ json: created });
    act(() => result.current.run({ fields, wallet: WALLET }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({ failure: { kind: 'refused', message: sentence } });
    expect(fake.calls).toHaveLength(1);
    expect(execute).not.toHaveBeenCalled();
    expect(useLaunchesStore.getState().launches).toEqual([]);
  });

  it('stops before the wallet when an upload is refused, naming it', async () => {
    const { result } = setup({ json: created }, { status: 403, json: { error: 'expired' } });
    act(() => result.current.run({ fields, wallet: WALLET }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({
      failure: { kind: 'api', message: /The image could not be uploaded/ },
    });
    expect(fake.calls).toHaveLength(2);
    expect(result.current.uploads.image).toEqual({ status: 'failed', attempt: 1 });
    expect(execute).not.toHaveBeenCalled();
    expect(useLaunchesStore.getState().launches).toEqual([]);
  });
});
