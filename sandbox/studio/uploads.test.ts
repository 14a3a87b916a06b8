import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPoolTxResponseSchema, type CreatePoolTxResponse } from '../../src/api/studio/schemas';
import { IMAGE_MAX_BYTES } from './routes';
import { openHarness } from '../test-harness';
import { launch, memeBody, postJson, type StudioEnv, STUDIO } from './test-kit';

let env: StudioEnv;
let created: CreatePoolTxResponse;
const creator = Keypair.generate();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const APP = 'http://localhost:5173';

beforeAll(async () => {
  env = openHarness({ ...STUDIO, seed: 'studio-uploads' });
  const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(creator.publicKey.toBase58()));
  created = createPoolTxResponseSchema.parse(await res.json());
});

// Presigned URLs carry no API key: requests go through the app without one.
const put = (url: string, body: Uint8Array<ArrayBuffer> | string, contentType: string, origin?: string) =>
  env.app.request(url, {
    method: 'PUT',
    body,
    headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
  });

describe('presigned uploads', () => {
  it('takes the image with its declared type from the app origin (CORS), then serves it back', async () => {
    const preflight = await env.app.request(created.imagePresignedUrl, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const res = await put(created.imagePresignedUrl, PNG, 'image/png', APP);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    const back = await env.app.request(created.imageUrl);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);
  });

  it('refuses another content type, a tampered or expired URL, and an image over the limit', async () => {
    expect((await put(created.imagePresignedUrl, PNG, 'image/jpeg')).status).toBe(403);
    const tampered = created.imagePresignedUrl.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === '0' ? '1' : '0'}`,
    );
    expect((await put(tampered, PNG, 'image/png')).status).toBe(403);
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    expect((await put(created.imagePresignedUrl, big, 'image/png')).status).toBe(413);
    env.sandbox.time.advance(16 * 60_000);
    const expired = await put(created.imagePresignedUrl, PNG, 'image/png');
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: 'Access denied: the presigned URL has expired' });
  });

  it('takes metadata JSON only, serves it back, and the links reach the token record', async () => {
    const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(creator.publicKey.toBase58()));
    const fresh = createPoolTxResponseSchema.parse(await res.json());
    expect((await put(fresh.metadataPresignedUrl, 'not json', 'application/json')).status).toBe(400);
    expect((await put(fresh.metadataPresignedUrl, '{}', 'text/plain')).status).toBe(403);
    const metadata = {
      name: 'Sandbox Cat',
      symbol: 'SCAT',
      description: 'a cat',
      image: fresh.imageUrl,
      website: 'https://cat.example',
      twitter: '',
      telegram: '',
    };
    expect((await put(fresh.metadataPresignedUrl, JSON.stringify(metadata), 'application/json')).status).toBe(200);
    const served = await env.app.request(fresh.metadataPresignedUrl.split('?')[0] ?? '');
    expect(await served.json()).toEqual(metadata);
    expect(env.sandbox.studio.launch(fresh.mint)?.metadata?.website).toBe('https://cat.example');
    expect(
      (await env.app.request(`http://127.0.0.1:8787/studio-uploads/images/${Keypair.generate().publicKey.toBase58()}`))
        .status,
    ).toBe(404);
  });

  it('shows the metadata links on the token record, uploaded before or after the launch landed', async () => {
    env.sandbox.welcome(creator.publicKey.toBase58());
    const record = async (mint: string) =>
      ((await (await env.request(`/tokens/v2/search?query=${mint}`)).json()) as Record<string, unknown>[])[0];
    const metadataOf = (image: string, website: string) =>
      JSON.stringify({ name: 'Sandbox Cat', symbol: 'SCAT', image, website, twitter: 'https://x.com/cat' });

    const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(creator.publicKey.toBase58()));
    const early = createPoolTxResponseSchema.parse(await res.json());
    await put(early.metadataPresignedUrl, metadataOf(early.imageUrl, 'https://early.example'), 'application/json');
    const tx = VersionedTransaction.deserialize(Buffer.from(early.transaction, 'base64'));
    tx.sign([creator]);
    const form = new FormData();
    form.append('transaction', Buffer.from(tx.serialize()).toString('base64'));
    form.append('owner', creator.publicKey.toBase58());
    expect((await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form })).status).toBe(200);
    expect(await record(early.mint)).toMatchObject({ website: 'https://early.example', twitter: 'https://x.com/cat' });

    const { created: late } = await launch(env, creator);
    expect((await record(late.mint))?.website).toBeUndefined();
    await put(late.metadataPresignedUrl, metadataOf(late.imageUrl, 'https://late.example'), 'application/json');
    expect(await record(late.mint)).toMatchObject({ website: 'https://late.example', twitter: 'https://x.com/cat' });
  });
});
