import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { BLOCKHASH_VALIDITY } from '../chain/ledger';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPoolTxResponseSchema } from '../../src/api/studio/schemas';
import { openHarness } from '../test-harness';
import { memeBody, postJson, type StudioEnv, STUDIO } from './test-kit';

let env: StudioEnv;
const creator = Keypair.generate().publicKey.toBase58();
const SOL = 'So11111111111111111111111111111111111111112';

beforeAll(() => {
  env = openHarness({ ...STUDIO, seed: 'studio-errors' });
});

function curveWith(overrides: Record<string, unknown>, vesting: Record<string, unknown> = {}) {
  const body = memeBody(creator);
  return {
    ...body,
    buildCurveByMarketCapParam: {
      ...body.buildCurveByMarketCapParam,
      ...overrides,
      lockedVestingParam: { ...body.buildCurveByMarketCapParam.lockedVestingParam, ...vesting },
    },
  };
}

async function errorsOf(body: unknown): Promise<string[]> {
  const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', body);
  expect(res.status).toBe(400);
  const json = (await res.json()) as { errors: Record<string, string[]>; error: string };
  expect(json.error).toBeTruthy();
  return Object.keys(json.errors);
}

const P = 'buildCurveByMarketCapParam';
const V = `${P}.lockedVestingParam`;

describe('create-tx validation (supplement §8)', () => {
  it('takes the Meme preset, and a body without `fee` (100 bps, decision 4)', async () => {
    const { fee: _fee, ...noFee } = memeBody(creator);
    const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', noFee);
    expect(res.status).toBe(200);
    const created = createPoolTxResponseSchema.parse(await res.json());
    expect(env.sandbox.studio.launch(created.mint)?.fee.feeBps).toBe(100);
  });

  it('gives anti-sniping without a window a randomised one of the documented windows (spec §4.8)', async () => {
    const windows = new Set<number | undefined>();
    for (let i = 0; i < 12; i++) {
      const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(creator, { antiSniping: true }));
      const created = createPoolTxResponseSchema.parse(await res.json());
      windows.add(env.sandbox.studio.launch(created.mint)?.fee.totalDuration);
    }
    expect([...windows].every((w) => w !== undefined && [60, 120, 180, 240, 300].includes(w))).toBe(true);
    expect(windows.size).toBeGreaterThan(1);
  });

  it.each([
    ['a quote mint other than USDC, SOL or JUP', curveWith({ quoteMint: creator }), [`${P}.quoteMint`]],
    ['quote decimals that are not the mint’s', curveWith({ tokenQuoteDecimal: 9 }), [`${P}.tokenQuoteDecimal`]],
    ['a migration cap not above the start', curveWith({ migrationMarketCap: 16000 }), [`${P}.migrationMarketCap`]],
    ['a negative market cap', curveWith({ initialMarketCap: -1 }), [`${P}.initialMarketCap`]],
    [
      'more than 80 % locked',
      curveWith(
        {},
        { totalLockedVestingAmount: 800_000_001, numberOfVestingPeriod: 12, totalVestingDuration: 31536000 },
      ),
      [`${V}.totalLockedVestingAmount`],
    ],
    [
      'a vesting period count off the enum',
      curveWith({}, { numberOfVestingPeriod: 7 }),
      [`${V}.numberOfVestingPeriod`],
    ],
    ['a vesting duration off the enum', curveWith({}, { totalVestingDuration: 100 }), [`${V}.totalVestingDuration`]],
    [
      'a cliff unlock above the lock',
      curveWith({}, { totalLockedVestingAmount: 5, cliffUnlockAmount: 6 }),
      [`${V}.cliffUnlockAmount`],
    ],
    ['locked tokens with no periods', curveWith({}, { totalLockedVestingAmount: 5 }), [`${V}.numberOfVestingPeriod`]],
    ['quote decimals off the enum', curveWith({ tokenQuoteDecimal: 8 }), [`${P}.tokenQuoteDecimal`]],
    ['SOL with 6 decimals', curveWith({ quoteMint: SOL, tokenQuoteDecimal: 6 }), [`${P}.tokenQuoteDecimal`]],
    [
      'a cliff off the enum',
      curveWith({}, { cliffDurationFromMigrationTime: 86400 }),
      [`${V}.cliffDurationFromMigrationTime`],
    ],
    [
      'a fractional locked amount',
      curveWith({}, { totalLockedVestingAmount: 0.5, numberOfVestingPeriod: 12, totalVestingDuration: 31536000 }),
      [`${V}.totalLockedVestingAmount`],
    ],
    ['no curve at all', memeBody(creator, { buildCurveByMarketCapParam: undefined }), [P]],
    ['a fee of 300 bps', memeBody(creator, { fee: { feeBps: 300 } }), ['fee.feeBps']],
    ['an unknown fee mode', memeBody(creator, { fee: { feeBps: 100, baseFeeMode: 'step' } }), ['fee.baseFeeMode']],
    [
      'an anti-sniping duration off the enum',
      memeBody(creator, { fee: { feeBps: 100, totalDuration: 30 } }),
      ['fee.totalDuration'],
    ],
    ['antiSniping missing', memeBody(creator, { antiSniping: undefined }), ['antiSniping']],
    ['isLpLocked not a boolean', memeBody(creator, { isLpLocked: 'yes' }), ['isLpLocked']],
    ['an empty name', memeBody(creator, { tokenName: '' }), ['tokenName']],
    ['a long symbol', memeBody(creator, { tokenSymbol: 'ABCDEFGHIJK' }), ['tokenSymbol']],
    ['an SVG image', memeBody(creator, { tokenImageContentType: 'image/svg+xml' }), ['tokenImageContentType']],
    ['a creator that is not an address', memeBody(creator, { creator: 'me' }), ['creator']],
  ])('refuses %s, naming the field', async (_name, body, fields) => {
    expect(await errorsOf(body)).toEqual(fields);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await env.request('/studio/v1/dbc-pool/create-tx', { method: 'POST', body: '{' });
    expect(res.status).toBe(400);
  });
});

describe('submit, addresses and fee errors', () => {
  it('refuses a submit without its fields', async () => {
    const form = new FormData();
    form.append('owner', 'nobody');
    const res = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: object }).errors).sort()).toEqual(['owner', 'transaction']);
  });

  it('refuses a create transaction unsigned, or submitted by another owner', async () => {
    const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(creator));
    const created = createPoolTxResponseSchema.parse(await res.json());
    const submit = async (owner: string) => {
      const form = new FormData();
      form.append('transaction', created.transaction);
      form.append('owner', owner);
      const answer = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form });
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await submit(Keypair.generate().publicKey.toBase58())).toEqual({ owner: ['not the creator'] });
    expect(await submit(creator)).toEqual({ transaction: ['not signed by the creator'] });
  });

  it('refuses a body that is not multipart, bytes that are no transaction, and one whose blockhash expired', async () => {
    const json = await postJson(env, '/studio/v1/dbc-pool/submit', { transaction: 'x', owner: creator });
    expect(json.status).toBe(400);
    const garbage = new FormData();
    garbage.append('transaction', 'bm90IGEgdHJhbnNhY3Rpb24=');
    garbage.append('owner', creator);
    const refused = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: garbage });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { transaction: ['not a serialized transaction'] } });

    const signer = Keypair.generate();
    env.sandbox.welcome(signer.publicKey.toBase58());
    const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', memeBody(signer.publicKey.toBase58()));
    const created = createPoolTxResponseSchema.parse(await res.json());
    const tx = VersionedTransaction.deserialize(Buffer.from(created.transaction, 'base64'));
    tx.sign([signer]);
    env.sandbox.ledger.advanceSlots(BLOCKHASH_VALIDITY + 1);
    const late = new FormData();
    late.append('transaction', Buffer.from(tx.serialize()).toString('base64'));
    late.append('owner', signer.publicKey.toBase58());
    const expired = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: late });
    expect(expired.status).toBe(400);
    const body = (await expired.json()) as { error: string; details: string };
    expect(body.error).toMatch(/^Transaction failed: /);
    expect(typeof body.details).toBe('string');
    expect((await env.request(`/studio/v1/dbc-pool/addresses/${created.mint}`)).status).toBe(404);
  });

  it('answers 404 for a mint or pool it does not know, 400 for a bad pool address', async () => {
    const unknown = Keypair.generate().publicKey.toBase58();
    const addresses = await env.request(`/studio/v1/dbc-pool/addresses/${unknown}`);
    expect(addresses.status).toBe(404);
    expect(await addresses.json()).toEqual({ error: 'Pool addresses not found' });
    expect((await postJson(env, '/studio/v1/dbc/fee', { poolAddress: unknown })).status).toBe(404);
    expect((await postJson(env, '/studio/v1/dbc/fee', { poolAddress: 1 })).status).toBe(400);
  });
});
