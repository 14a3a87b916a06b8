import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import {
  createClaimFeeTx,
  createPoolTx,
  getPoolAddresses,
  getPoolFee,
  submitPool,
  uploadPoolImage,
  uploadPoolMetadata,
} from './endpoints';
import { studioQueries } from './queries';
import {
  createPoolTxResponseSchema,
  poolAddressesResponseSchema,
  poolFeeResponseSchema,
  STUDIO_QUOTE_MINTS,
  submitPoolResponseSchema,
  type CreatePoolTxParams,
} from './schemas';

const CREATOR = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const MINT = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const POOL = 'nMzVs8GiXMVUENEwkev7JZfDcCENmz18ScheeVRdnb1';
const CONFIG = 'DchXYJwVjPaEUxCiySXVbNyNppAFbQM7Ku76uKvyaDNT';
const TX = 'AQABAgM=';

// The "Meme" preset of the docs (supplement §8).
const memeParams: CreatePoolTxParams = {
  buildCurveByMarketCapParam: {
    quoteMint: STUDIO_QUOTE_MINTS.USDC,
    initialMarketCap: 16000,
    migrationMarketCap: 69000,
    tokenQuoteDecimal: 6,
    lockedVestingParam: {
      totalLockedVestingAmount: 0,
      cliffUnlockAmount: 0,
      numberOfVestingPeriod: 0,
      totalVestingDuration: 0,
      cliffDurationFromMigrationTime: 0,
    },
  },
  antiSniping: false,
  fee: { feeBps: 100 },
  tokenName: 'Meme',
  tokenSymbol: 'MEME',
  tokenImageContentType: 'image/png',
  creator: CREATOR,
};

const createTxResponse = {
  transaction: TX,
  mint: MINT,
  imagePresignedUrl: 'https://storage.test/images/x?sig=1',
  metadataPresignedUrl: 'https://storage.test/metadata/x.json?sig=2',
  imageUrl: `https://static-create.jup.ag/images/${MINT}`,
};

describe('studio schemas', () => {
  it('keeps extra fields of the create-tx response and names a missing one', () => {
    expect(createPoolTxResponseSchema.parse({ ...createTxResponse, extra: 1 })).toHaveProperty('extra', 1);
    const { imageUrl: _dropped, ...rest } = createTxResponse;
    const r = createPoolTxResponseSchema.safeParse(rest);
    expect(r.error?.issues[0]?.path).toEqual(['imageUrl']);
  });

  it('names every missing field of the create-tx, submit and fee responses', () => {
    for (const key of Object.keys(createTxResponse) as (keyof typeof createTxResponse)[]) {
      const { [key]: _dropped, ...rest } = createTxResponse;
      expect(createPoolTxResponseSchema.safeParse(rest).error?.issues.map((i) => i.path)).toEqual([[key]]);
    }
    const submit = submitPoolResponseSchema.safeParse({ success: true, data: { configKey: CONFIG } });
    expect(submit.error?.issues.map((i) => i.path)).toEqual([['data', 'mint']]);
    const fee = poolFeeResponseSchema.safeParse({ unclaimed: '1' });
    expect(fee.error?.issues.map((i) => i.path)).toEqual([['total']]);
  });

  it('accepts null pool addresses before graduation', () => {
    const out = poolAddressesResponseSchema.parse({
      success: true,
      data: { dammv2PoolAddress: null, dbcPoolAddress: POOL, configKey: CONFIG },
    });
    expect(out.data.dammv2PoolAddress).toBeNull();
  });
});

describe('createPoolTx', () => {
  it('POSTs the body with fee always present and the API key', async () => {
    const fake = fakeFetch({ json: createTxResponse });
    const out = await createPoolTx(testClient(fake), memeParams);
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/studio/v1/dbc-pool/create-tx');
    expect(fake.last.body).toEqual(memeParams);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(out.mint).toBe(MINT);
  });

  it('refuses a fee outside 100 | 200 bps and a bad vesting period before sending', async () => {
    const fake = fakeFetch({ json: createTxResponse });
    const bad = {
      ...memeParams,
      fee: { feeBps: 150 },
      buildCurveByMarketCapParam: {
        ...memeParams.buildCurveByMarketCapParam,
        lockedVestingParam: { ...memeParams.buildCurveByMarketCapParam.lockedVestingParam, numberOfVestingPeriod: 7 },
      },
    } as unknown as CreatePoolTxParams;
    const e = await apiFailure(createPoolTx(testClient(fake), bad));
    expect(e.kind).toBe('invalid-request');
    expect(e.message).toContain('fee.feeBps');
    expect(e.message).toContain('buildCurveByMarketCapParam.lockedVestingParam.numberOfVestingPeriod');
    expect(fake.calls).toHaveLength(0);
  });

  it('names each missing required field and refuses an empty name or symbol (supplement §8, spec Limits)', async () => {
    const fake = fakeFetch({ json: createTxResponse });
    const required = [
      'buildCurveByMarketCapParam',
      'antiSniping',
      'fee',
      'tokenName',
      'tokenSymbol',
      'tokenImageContentType',
      'creator',
    ] as const;
    for (const key of required) {
      const { [key]: _dropped, ...rest } = memeParams;
      const e = await apiFailure(createPoolTx(testClient(fake), rest as CreatePoolTxParams));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual([key]);
    }
    for (const key of ['tokenName', 'tokenSymbol'] as const) {
      const e = await apiFailure(createPoolTx(testClient(fake), { ...memeParams, [key]: '' }));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual([key]);
    }
    expect(fake.calls).toHaveLength(0);
    // isLpLocked is optional (memeParams has none); feeBps 200 and a fee schedule are allowed.
    await createPoolTx(testClient(fake), memeParams);
    await createPoolTx(testClient(fake), { ...memeParams, fee: { feeBps: 200, totalDuration: 300 } });
    expect(fake.calls).toHaveLength(2);
  });

  it('refuses values outside the documented enums before sending', async () => {
    const fake = fakeFetch({ json: createTxResponse });
    const curve = memeParams.buildCurveByMarketCapParam;
    const vesting = curve.lockedVestingParam;
    const bad: [string, unknown][] = [
      ['tokenImageContentType', { ...memeParams, tokenImageContentType: 'image/svg+xml' }],
      [
        'buildCurveByMarketCapParam.quoteMint',
        { ...memeParams, buildCurveByMarketCapParam: { ...curve, quoteMint: CREATOR } },
      ],
      [
        'buildCurveByMarketCapParam.tokenQuoteDecimal',
        { ...memeParams, buildCurveByMarketCapParam: { ...curve, tokenQuoteDecimal: 8 } },
      ],
      [
        'buildCurveByMarketCapParam.lockedVestingParam.totalVestingDuration',
        {
          ...memeParams,
          buildCurveByMarketCapParam: { ...curve, lockedVestingParam: { ...vesting, totalVestingDuration: 100 } },
        },
      ],
      ['fee.totalDuration', { ...memeParams, fee: { feeBps: 100, totalDuration: 90 } }],
      ['fee.baseFeeMode', { ...memeParams, fee: { feeBps: 100, baseFeeMode: 'step' } }],
    ];
    for (const [field, params] of bad) {
      const e = await apiFailure(createPoolTx(testClient(fake), params as CreatePoolTxParams));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual([field]);
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('carries a 400 {errors, error} body on the ApiError', async () => {
    const body = { errors: { tokenName: ['Required'] }, error: 'Validation failed' };
    const fake = fakeFetch({ status: 400, json: body });
    const e = await apiFailure(createPoolTx(testClient(fake), memeParams));
    expect(e.status).toBe(400);
    expect(e.message).toBe('Validation failed');
    expect(e.errors).toEqual({ tokenName: ['Required'] });
  });

  it('carries a 500 {error, details: string} body on the ApiError', async () => {
    const fake = fakeFetch({ status: 500, json: { error: 'Failed to create pool', details: 'rpc timeout' } });
    const e = await apiFailure(createPoolTx(testClient(fake), memeParams));
    expect(e.status).toBe(500);
    expect(e.message).toBe('Failed to create pool');
    expect(e.details).toBe('rpc timeout');
  });
});

describe('presigned uploads', () => {
  it('PUTs the raw image with its content type and no API key', async () => {
    const fake = fakeFetch({ status: 200, text: '' });
    const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await expect(
      uploadPoolImage(testClient(fake), createTxResponse.imagePresignedUrl, blob, 'image/png'),
    ).resolves.toBeUndefined();
    expect(fake.last.method).toBe('PUT');
    expect(fake.last.url.href).toBe(createTxResponse.imagePresignedUrl);
    expect(fake.last.headers.get('content-type')).toBe('image/png');
    expect(fake.last.headers.get('x-api-key')).toBeNull();
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(fake.last.body).toBe(blob);
  });

  it('PUTs the metadata JSON with exactly application/json and no API key', async () => {
    const fake = fakeFetch({ status: 200, text: '' });
    await uploadPoolMetadata(testClient(fake), createTxResponse.metadataPresignedUrl, {
      name: 'Meme',
      symbol: 'MEME',
      description: 'a token',
      image: createTxResponse.imageUrl,
      twitter: 'https://x.com/meme',
    });
    expect(fake.last.method).toBe('PUT');
    expect(fake.last.url.href).toBe(createTxResponse.metadataPresignedUrl);
    expect(fake.last.headers.get('content-type')).toBe('application/json');
    expect(fake.last.headers.get('x-api-key')).toBeNull();
    expect(fake.last.body).toEqual({
      name: 'Meme',
      symbol: 'MEME',
      description: 'a token',
      image: createTxResponse.imageUrl,
      website: '',
      twitter: 'https://x.com/meme',
      telegram: '',
    });
  });

  it('refuses a URL that is not http(s) before sending', async () => {
    const fake = fakeFetch({ status: 200, text: '' });
    const e = await apiFailure(uploadPoolImage(testClient(fake), 'not a url', new Blob(['x']), 'image/png'));
    expect(e.kind).toBe('invalid-request');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('submitPool', () => {
  it('POSTs multipart FormData with the fields, the API key and no manual content type', async () => {
    const fake = fakeFetch({ json: { success: true, data: { mint: MINT, configKey: CONFIG } } });
    const header = new Blob(['banner'], { type: 'image/jpeg' });
    const out = await submitPool(testClient(fake), {
      transaction: TX,
      owner: CREATOR,
      content: 'About my token',
      headerImage: header,
    });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/studio/v1/dbc-pool/submit');
    expect(fake.last.body).toBeInstanceOf(FormData);
    const form = fake.last.body as FormData;
    expect(form.get('transaction')).toBe(TX);
    expect(form.get('owner')).toBe(CREATOR);
    expect(form.get('content')).toBe('About my token');
    const file = form.get('headerImage');
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('banner');
    expect(fake.last.headers.get('content-type')).toBeNull();
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out.data.mint).toBe(MINT);
  });

  it('leaves the optional fields out', async () => {
    const fake = fakeFetch({ json: { success: true, data: { mint: MINT, configKey: CONFIG } } });
    await submitPool(testClient(fake), { transaction: TX, owner: CREATOR });
    const form = fake.last.body as FormData;
    expect([...form.keys()]).toEqual(['transaction', 'owner']);
  });
});

describe('fees', () => {
  it('GETs pool addresses by mint', async () => {
    const fake = fakeFetch({
      json: { success: true, data: { dammv2PoolAddress: null, dbcPoolAddress: POOL, configKey: CONFIG } },
    });
    const out = await getPoolAddresses(testClient(fake), { mint: MINT });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe(`/studio/v1/dbc-pool/addresses/${MINT}`);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out.data.dbcPoolAddress).toBe(POOL);
  });

  it('maps a 404 on pool addresses to an http ApiError', async () => {
    const fake = fakeFetch({ status: 404, json: { error: 'Pool addresses not found' } });
    const e = await apiFailure(getPoolAddresses(testClient(fake), { mint: MINT }));
    expect(e.status).toBe(404);
    expect(e.message).toBe('Pool addresses not found');
  });

  it('POSTs {poolAddress} and decodes the fee amounts to bigint', async () => {
    const fake = fakeFetch({ json: { unclaimed: '1500000', total: '4000000' } });
    const out = await getPoolFee(testClient(fake), { poolAddress: POOL });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/studio/v1/dbc/fee');
    expect(fake.last.body).toEqual({ poolAddress: POOL });
    expect(out).toEqual({ unclaimed: 1500000n, total: 4000000n });
  });

  it('POSTs the claim body and returns the transaction', async () => {
    const fake = fakeFetch({ json: { transaction: TX } });
    const out = await createClaimFeeTx(testClient(fake), {
      ownerWallet: CREATOR,
      poolAddress: POOL,
      maxQuoteAmount: 1500000,
    });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/studio/v1/dbc/fee/create-tx');
    expect(fake.last.body).toEqual({ ownerWallet: CREATOR, poolAddress: POOL, maxQuoteAmount: 1500000 });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out.transaction).toBe(TX);
  });

  it('carries a 403 not-owner and a 400 {errors} on the ApiError', async () => {
    const fake = fakeFetch(
      { status: 403, json: { error: 'You are not the owner of this pool' } },
      { status: 400, json: { errors: { maxQuoteAmount: ['Expected number'] } } },
    );
    const client = testClient(fake);
    const params = { ownerWallet: CREATOR, poolAddress: POOL, maxQuoteAmount: 1 };
    const e403 = await apiFailure(createClaimFeeTx(client, params));
    expect(e403.status).toBe(403);
    expect(e403.message).toBe('You are not the owner of this pool');
    const e400 = await apiFailure(createClaimFeeTx(client, params));
    expect(e400.errors).toEqual({ maxQuoteAmount: ['Expected number'] });
    const negative = await apiFailure(createClaimFeeTx(client, { ...params, maxQuoteAmount: -1 }));
    expect(negative.issues.map((i) => i.split(':')[0])).toEqual(['maxQuoteAmount']);
    expect(fake.calls).toHaveLength(2);
  });
});

describe('studioQueries', () => {
  it('keys by base URL and input, and skips without input', async () => {
    const fake = fakeFetch({ json: { unclaimed: '1', total: '2' } });
    const client = testClient(fake);
    const q = studioQueries.poolFee(client, POOL);
    expect(q.queryKey).toEqual(['studio', 'http://api.test', 'poolFee', POOL]);
    await expect(new QueryClient().query(q)).resolves.toEqual({ unclaimed: 1n, total: 2n });
    expect(typeof studioQueries.poolFee(client, undefined).queryFn).not.toBe('function');
    expect(studioQueries.poolAddresses(client, MINT).queryKey).toEqual([
      'studio',
      'http://api.test',
      'poolAddresses',
      MINT,
    ]);
    expect(typeof studioQueries.poolAddresses(client, undefined).queryFn).not.toBe('function');
  });
});
