import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { bytesToBase64 } from '../../../utils/base64';
import { checkedCreateTx } from './checked-create';
import { dbcCreate, launch, txOf } from './create-tx-fixtures';
import { createPoolBody, PRESETS, type LaunchFields } from './launch-params';

const image = new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' });
const fields: LaunchFields & { image: File } = {
  ...PRESETS.Indie,
  name: 'Sandbox Cat',
  symbol: 'SCAT',
  description: '',
  website: '',
  twitter: '',
  telegram: '',
  devBuy: '',
  image,
};

let sb: SandboxClient;
let configKey: string;
beforeAll(async () => {
  sb = await openSandboxClient({ seed: 'checked-create-config', paused: true });
  const { keypair } = sb.connect();
  const created = await sb.json(
    '/studio/v1/dbc-pool/create-tx',
    createPoolBody(fields, keypair.publicKey.toBase58(), 'image/png'),
  );
  const tx = VersionedTransaction.deserialize(Buffer.from(String(created.body.transaction), 'base64'));
  tx.sign([keypair]);
  const form = new FormData();
  form.set('transaction', Buffer.from(tx.serialize()).toString('base64'));
  form.set('owner', keypair.publicKey.toBase58());
  // Landing it makes the sandbox's Studio write the launch's pool config (writePoolConfig) into its ledger.
  const submitted = await sb.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form });
  configKey = ((await submitted.json()) as { data: { configKey: string } }).data.configKey;
});
afterAll(() => sb.close());

/** The service's DBC create naming `config`, for a new mint of the connected wallet's. */
function dbcAnswer(config: string) {
  const l = launch(0n);
  const create = dbcCreate(
    { creator: l.wallet, mint: l.mint, payer: l.wallet, config: new PublicKey(config) },
    { name: 'Sandbox Cat', symbol: 'SCAT', uri: l.agreed.metadataUris[0] ?? '' },
  );
  const answer = {
    transaction: bytesToBase64(txOf(l.wallet, [create]).serialize()),
    mint: l.agreed.mint,
    imagePresignedUrl: 'https://uploads.example/images/x?sig=1',
    metadataPresignedUrl: `${l.agreed.metadataUris[0] ?? ''}?sig=2`,
    imageUrl: 'https://uploads.example/images/x',
  };
  return { answer, ctx: { wallet: l.agreed.wallet, endpoint: sb.rpc.url } };
}

describe('checkedCreateTx, a DBC create against the pool config it names (the sandbox’s, over JSON-RPC)', () => {
  it('passes when the config holds the form’s terms', async () => {
    const { answer, ctx } = dbcAnswer(configKey);
    const seen: boolean[] = [];
    const tx = await checkedCreateTx(answer, fields, { ...ctx, onChecking: (on) => seen.push(on) });
    expect(tx.signatures).toHaveLength(1);
    expect(seen).toEqual([true, false]);
  });

  it('refuses it for a form with other vesting or another LP lock', async () => {
    const { answer, ctx } = dbcAnswer(configKey);
    await expect(checkedCreateTx(answer, { ...fields, cliff: 31_536_000 }, ctx)).rejects.toMatchObject({
      failure: {
        kind: 'refused',
        message: expect.stringMatching(/starts vesting 0 seconds after graduation, not 31536000 seconds/) as string,
      },
    });
    await expect(checkedCreateTx(answer, { ...fields, lpLocked: false }, ctx)).rejects.toMatchObject({
      failure: { message: expect.stringMatching(/where you chose not to lock it/) as string },
    });
  });

  it('refuses a config not on chain, and calls an RPC it cannot reach a transport failure', async () => {
    const { answer, ctx } = dbcAnswer(Keypair.generate().publicKey.toBase58());
    await expect(checkedCreateTx(answer, fields, ctx)).rejects.toMatchObject({
      failure: { kind: 'refused', message: expect.stringMatching(/is not on chain/) as string },
    });
    await expect(checkedCreateTx(answer, fields, { ...ctx, endpoint: 'http://127.0.0.1:1/' })).rejects.toMatchObject({
      failure: {
        kind: 'rpc',
        message: expect.stringMatching(/pool config from the RPC.*Nothing was signed\.$/) as string,
      },
    });
  });
});
