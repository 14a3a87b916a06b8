import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getMint, getTokenMetadata, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_TOTAL_SUPPLY } from '../../src/utils/studio-curve';
import {
  createPoolTxResponseSchema,
  poolAddressesResponseSchema,
  submitPoolResponseSchema,
} from '../../src/api/studio/schemas';
import { startRpcServer, type RunningRpcServer } from '../rpc/server';
import { openHarness } from '../test-harness';
import { launch, memeBody, postJson, type StudioEnv, STUDIO } from './test-kit';

let env: StudioEnv;
let server: RunningRpcServer;
let connection: Connection;
const creator = Keypair.generate();

beforeAll(async () => {
  env = openHarness({ ...STUDIO, seed: 'studio-launch' });
  server = await startRpcServer({ ledger: env.sandbox.ledger, port: 0 });
  connection = new Connection(server.url, 'confirmed');
  env.sandbox.welcome(creator.publicKey.toBase58());
});

afterAll(async () => {
  await server.close();
});

describe('dbc-pool create-tx and submit', () => {
  it('lands a Token-2022 mint with its metadata URI, fixed supply and the curve vaults', async () => {
    const { created, submitted } = await launch(env, creator);
    expect(submitted.status).toBe(200);
    const body = submitPoolResponseSchema.parse(await submitted.json());
    expect(body).toMatchObject({ success: true, data: { mint: created.mint } });
    const mint = new PublicKey(created.mint);
    const info = await getMint(connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(info.decimals).toBe(6);
    expect(info.supply).toBe(STUDIO_TOTAL_SUPPLY);
    expect(info.mintAuthority).toBeNull();
    const metadata = await getTokenMetadata(connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata).toMatchObject({ name: 'Sandbox Cat', symbol: 'SCAT' });
    expect(metadata?.uri).toBe(`http://127.0.0.1:8787/studio-uploads/metadata/${created.mint}`);

    const res = await env.request(`/studio/v1/dbc-pool/addresses/${created.mint}`);
    const addresses = poolAddressesResponseSchema.parse(await res.json());
    expect(addresses.data.dbcPoolAddress).toBeTruthy();
    expect(addresses.data.dammv2PoolAddress).toBeNull();
  });

  it('refuses a transaction it did not build, and the same one twice', async () => {
    const { created, tx } = await launch(env, creator);
    const again = new FormData();
    again.append('transaction', Buffer.from(tx.serialize()).toString('base64'));
    again.append('owner', creator.publicKey.toBase58());
    const twice = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: again });
    expect(twice.status).toBe(400);

    const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(creator.publicKey.toBase58()));
    const other = (await res.json()) as { transaction: string };
    const forged = VersionedTransaction.deserialize(Buffer.from(other.transaction, 'base64'));
    forged.message.recentBlockhash = Keypair.generate().publicKey.toBase58();
    forged.sign([creator]);
    const form = new FormData();
    form.append('transaction', Buffer.from(forged.serialize()).toString('base64'));
    form.append('owner', creator.publicKey.toBase58());
    const refused = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/not one create-tx built/);
    expect(created.mint).not.toBe('');
  });
});

describe('submit with its optional fields', () => {
  it('keeps the page text and serves the header image; refuses a header image of another type by name', async () => {
    const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(creator.publicKey.toBase58()));
    const created = createPoolTxResponseSchema.parse(await res.json());
    const tx = VersionedTransaction.deserialize(Buffer.from(created.transaction, 'base64'));
    tx.sign([creator]);
    const submit = (header: File) => {
      const form = new FormData();
      form.append('transaction', Buffer.from(tx.serialize()).toString('base64'));
      form.append('owner', creator.publicKey.toBase58());
      form.append('content', 'A cat for the sandbox.');
      form.append('headerImage', header);
      return env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form });
    };
    const svg = await submit(new File(['<svg/>'], 'h.svg', { type: 'image/svg+xml' }));
    expect(svg.status).toBe(400);
    expect(Object.keys(((await svg.json()) as { errors: object }).errors)).toEqual(['headerImage']);
    const banner = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 7, 7]);
    const ok = await submit(new File([banner], 'h.png', { type: 'image/png' }));
    expect(ok.status).toBe(200);
    expect(env.sandbox.studio.launch(created.mint)).toMatchObject({
      content: 'A cat for the sandbox.',
      headerImageType: 'image/png',
    });
    const served = await env.app.request(`http://127.0.0.1:8787/studio-uploads/headers/${created.mint}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(banner);
  });
});

describe('reset', () => {
  it('forgets every launch: no token, no pool addresses, no files', async () => {
    const { created } = await launch(env, creator);
    env.sandbox.reset();
    env.sandbox.welcome(creator.publicKey.toBase58());
    expect((await env.request(`/studio/v1/dbc-pool/addresses/${created.mint}`)).status).toBe(404);
    const search = (await (await env.request(`/tokens/v2/search?query=${created.mint}`)).json()) as unknown[];
    expect(search).toEqual([]);
    expect(env.sandbox.engine.layout.byBase.get(created.mint)).toBeUndefined();
  });
});
