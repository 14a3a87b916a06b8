import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import {
  craftEarnDeposit,
  craftEarnMint,
  craftEarnRedeem,
  craftEarnWithdraw,
  getBorrowPositions,
  getBorrowVaults,
  getEarnings,
  getEarnPositions,
  getEarnTokens,
  operate,
  operateInstructions,
} from './endpoints';
import { lendQueries } from './queries';
import {
  borrowPositionSchema,
  borrowVaultSchema,
  earningsResponseSchema,
  earnTokenSchema,
  MIN_I128,
  type OperateParams,
} from './schemas';

const USER = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const USER2 = 'jdocuPgEAjMfihABsPgKEvYtsmMzjUHeq9LX4Hvs7f3';
const SIGNER = '4AwWnVxWKdZCZ8zVGdD7S3EwzRHkVRiXJxQKzwjbBayj';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOL = 'So11111111111111111111111111111111111111112';
const JLUSDC = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const JLSOL = '2uQsyo1fXXQkDtcpXnLofWy88PxcvnfH2L8FPSE62FVU';
const TX = 'AQABAgM=';

// jlUSDC with the yaml example's loose spots: rates as decimal strings, `chain_id` 0, `id` a number.
const earnToken = {
  id: 1,
  address: JLUSDC,
  name: 'Jupiter Lend USDC',
  symbol: 'jlUSDC',
  decimals: 6,
  assetAddress: USDC,
  asset: {
    address: USDC,
    chain_id: 0,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    logo_url: 'https://example.test/usdc.png',
    price: '0.999',
    coingecko_id: 'usd-coin',
  },
  totalAssets: '3168044480191',
  totalSupply: '3100000000000',
  convertToShares: '978534',
  convertToAssets: '1021938',
  rewardsRate: '0',
  supplyRate: '0.035',
  totalRate: 350,
  rebalanceDifference: '-12',
  liquiditySupplyData: {
    modeWithInterest: true,
    supply: '3168044480191',
    withdrawalLimit: '0',
    lastUpdateTimestamp: '1750000000',
    expandPercent: 2000,
    expandDuration: '43200',
    baseWithdrawalLimit: '5000000000',
    withdrawableUntilLimit: '3168044480191',
    withdrawable: '3168044480191',
  },
};

const earnPosition = {
  token: earnToken,
  ownerAddress: USER,
  shares: '978534',
  underlyingAssets: '1000000',
  underlyingBalance: '5000000',
  allowance: '18446744073709551615',
};

// The guide's earnings example (lend/earn/api.mdx): an array of numbers with `slot`.
const earning = { address: SOL, ownerAddress: USER, earnings: 34483000, slot: 345678901 };

// borrow.yaml examples.
const vault = {
  id: 1,
  address: 'nMzVs8GiXMVUENEwkev7JZfDcCENmz18ScheeVRdnb1',
  supplyToken: {
    address: SOL,
    chainId: 'solana',
    name: 'Wrapped SOL',
    symbol: 'WSOL',
    uiSymbol: 'SOL',
    decimals: 9,
    price: '68.403265633557',
  },
  borrowToken: {
    address: USDC,
    chainId: 'solana',
    name: 'USD Coin',
    symbol: 'USDC',
    uiSymbol: 'USDC',
    decimals: 6,
    price: '0.999733471531',
  },
  totalSupply: '1953931136795475',
  totalBorrow: '61778760293506',
  collateralFactor: '800',
  liquidationThreshold: '850',
  borrowRate: '471',
  totalPositions: 9071,
  metadata: { maxLeverage: false, nativeStake: false, pegged: false, multiply: { enabled: true, reduceFactor: 300 } },
};
const position = {
  id: 3518,
  vaultId: 8,
  address: '9tjzV49wccwf9A8J5fZ5josjWYnS41fUpNmcwqcqYrPF',
  supply: '0',
  beforeSupply: '0',
  borrow: '0',
  beforeBorrow: '0',
  isLiquidated: false,
  supplyLiquidation: '0',
  borrowLiquidation: '0',
  isSupplyPosition: true,
  tick: -2147483648,
  tickId: 1,
  dustBorrow: '0',
  ownerAddress: USER,
  vault: { id: 8, address: 'DchXYJwVjPaEUxCiySXVbNyNppAFbQM7Ku76uKvyaDNT' },
  config: {},
};

describe('lend schemas', () => {
  it('reads an earn token loosely: rates as numbers or strings, chain_id as number, amounts as bigint', () => {
    const out = earnTokenSchema.parse({ ...earnToken, extra: 'kept' });
    expect(out.supplyRate).toBe(0.035);
    expect(out.totalRate).toBe(350);
    expect(out.asset.chain_id).toBe(0);
    expect(out.totalAssets).toBe(3168044480191n);
    expect(out.rebalanceDifference).toBe(-12n);
    expect(out.liquiditySupplyData?.withdrawable).toBe(3168044480191n);
    expect(out).toHaveProperty('extra', 'kept');
  });

  it('reads a script URL as the asset logo as null (issue 11 §5)', () => {
    const hostile = { ...earnToken, asset: { ...earnToken.asset, logo_url: 'javascript:alert(1)' } };
    expect(earnTokenSchema.parse(hostile).asset.logo_url).toBeNull();
  });

  it('keeps an earn token id given as a mint string (yaml example)', () => {
    expect(earnTokenSchema.parse({ ...earnToken, id: JLUSDC }).id).toBe(JLUSDC);
  });

  it('names a missing required field', () => {
    const { assetAddress: _dropped, ...rest } = earnToken;
    expect(earnTokenSchema.safeParse(rest).error?.issues[0]?.path).toEqual(['assetAddress']);
    const { ownerAddress: _o, ...pos } = position;
    expect(borrowPositionSchema.safeParse(pos).error?.issues[0]?.path).toEqual(['ownerAddress']);
  });

  it('normalises earnings to an array, whether the body is one object or an array', () => {
    expect(earningsResponseSchema.parse([earning])).toEqual([{ ...earning, earnings: 34483000n }]);
    expect(earningsResponseSchema.parse(earning)).toEqual([{ ...earning, earnings: 34483000n }]);
    // The spec's own shape (§4.10) names only earnings and slot.
    expect(earningsResponseSchema.parse({ earnings: 5, slot: 1 })).toEqual([{ earnings: 5n, slot: 1 }]);
    expect(earningsResponseSchema.parse({ ...earning, earnings: '7' })[0]?.earnings).toBe(7n);
    // `slot` is shown nowhere and the older published answer has none; `earnings` decides and is required.
    const { slot: _slot, ...noSlot } = earning;
    expect(earningsResponseSchema.parse([noSlot])[0]?.slot).toBeUndefined();
    const { earnings: _e, ...noEarnings } = earning;
    expect(earningsResponseSchema.safeParse(noEarnings).error?.issues.map((i) => i.path)).toEqual([[0, 'earnings']]);
  });

  it('reads the yaml vault and position examples, ids as numbers or numeric strings', () => {
    const v = borrowVaultSchema.parse(vault);
    expect(v.collateralFactor).toBe(800);
    expect(v.borrowRate).toBe(471);
    expect(v.totalBorrow).toBe(61778760293506n);
    expect(v.supplyToken.price).toBeCloseTo(68.4033);
    expect(borrowVaultSchema.parse({ ...vault, id: '1' }).id).toBe(1);
    const p = borrowPositionSchema.parse({ ...position, id: '3518' });
    expect(p.id).toBe(3518);
    expect(p.vault.id).toBe(8);
    expect(p.tick).toBe(-2147483648);
  });
});

describe('earn endpoints', () => {
  it('GETs tokens with the API key', async () => {
    const fake = fakeFetch({ json: [earnToken] });
    const out = await getEarnTokens(testClient(fake));
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/lend/v1/earn/tokens');
    expect([...fake.last.url.searchParams.keys()]).toEqual([]);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(out[0]?.symbol).toBe('jlUSDC');
  });

  it('GETs positions with users joined by commas', async () => {
    const fake = fakeFetch({ json: [earnPosition] });
    const out = await getEarnPositions(testClient(fake), { users: [USER, USER2] });
    expect(fake.last.url.pathname).toBe('/lend/v1/earn/positions');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ users: `${USER},${USER2}` });
    expect(out[0]?.shares).toBe(978534n);
    expect(out[0]?.allowance).toBe(18446744073709551615n);
  });

  it('GETs earnings with user and positions, answering an array', async () => {
    const fake = fakeFetch({ json: earning });
    const out = await getEarnings(testClient(fake), { user: USER, positions: [JLUSDC, JLSOL] });
    expect(fake.last.url.pathname).toBe('/lend/v1/earn/earnings');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ user: USER, positions: `${JLUSDC},${JLSOL}` });
    expect(out).toHaveLength(1);
    expect(out[0]?.slot).toBe(345678901);
  });

  it.each([
    ['deposit', craftEarnDeposit],
    ['withdraw', craftEarnWithdraw],
  ] as const)('POSTs earn/%s with {asset, signer, amount} as a string', async (action, fn) => {
    const fake = fakeFetch({ json: { transaction: TX } });
    const out = await fn(testClient(fake), { asset: USDC, signer: USER, amount: 1000000n });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe(`/lend/v1/earn/${action}`);
    expect(fake.last.body).toEqual({ asset: USDC, signer: USER, amount: '1000000' });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out.transaction).toBe(TX);
  });

  it.each([
    ['mint', craftEarnMint],
    ['redeem', craftEarnRedeem],
  ] as const)('POSTs earn/%s with {asset, signer, shares} as a string', async (action, fn) => {
    const fake = fakeFetch({ json: { transaction: TX } });
    await fn(testClient(fake), { asset: USDC, signer: USER, shares: 978534n });
    expect(fake.last.url.pathname).toBe(`/lend/v1/earn/${action}`);
    expect(fake.last.body).toEqual({ asset: USDC, signer: USER, shares: '978534' });
  });

  it('refuses a negative amount and an empty users list before sending', async () => {
    const fake = fakeFetch({ json: { transaction: TX } });
    const client = testClient(fake);
    const e = await apiFailure(craftEarnDeposit(client, { asset: USDC, signer: USER, amount: -1n }));
    expect(e.kind).toBe('invalid-request');
    expect(e.message).toContain('amount');
    await expect(getEarnPositions(client, { users: [] })).rejects.toBeInstanceOf(ApiError);
    await expect(getEarnings(client, { user: USER, positions: [] })).rejects.toBeInstanceOf(ApiError);
    await expect(getBorrowPositions(client, { users: [] })).rejects.toBeInstanceOf(ApiError);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('borrow endpoints', () => {
  it('GETs vaults, with market only when given', async () => {
    const fake = fakeFetch({ json: [vault] });
    const client = testClient(fake);
    const out = await getBorrowVaults(client);
    expect(fake.last.url.pathname).toBe('/lend/v1/borrow/vaults');
    expect([...fake.last.url.searchParams.keys()]).toEqual([]);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out[0]?.metadata.multiply?.enabled).toBe(true);
    await getBorrowVaults(client, { market: 'ethena' });
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ market: 'ethena' });
  });

  it('GETs positions with users and market', async () => {
    const fake = fakeFetch({ json: [position] });
    const out = await getBorrowPositions(testClient(fake), { users: [USER, USER2], market: 'main' });
    expect(fake.last.url.pathname).toBe('/lend/v1/borrow/positions');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ users: `${USER},${USER2}`, market: 'main' });
    expect(out[0]?.id).toBe(3518);
  });

  const open: OperateParams = { vaultId: 1, positionId: 0, signer: SIGNER, colAmount: 10000n, debtAmount: 100n };

  it('POSTs operate with signed amounts as strings (yaml example) and market in the query', async () => {
    const fake = fakeFetch({ json: { nftId: 9062, transaction: TX } });
    const out = await operate(testClient(fake), { ...open, market: 'ethena' });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/lend/v1/borrow/operate');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ market: 'ethena' });
    expect(fake.last.body).toEqual({
      vaultId: 1,
      positionId: 0,
      signer: SIGNER,
      colAmount: '10000',
      debtAmount: '100',
    });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out).toEqual({ nftId: 9062, transaction: TX });
  });

  it('encodes the MIN_I128 "all" sentinel exactly, with negative deltas and positionOwner', async () => {
    const fake = fakeFetch({ json: { nftId: '3518', transaction: TX } });
    const out = await operate(testClient(fake), {
      vaultId: 8,
      positionId: 3518,
      signer: SIGNER,
      colAmount: -5000n,
      debtAmount: MIN_I128,
      positionOwner: USER,
    });
    expect(MIN_I128).toBe(-(2n ** 127n));
    expect(fake.last.body).toEqual({
      vaultId: 8,
      positionId: 3518,
      signer: SIGNER,
      colAmount: '-5000',
      debtAmount: '-170141183460469231731687303715884105728',
      positionOwner: USER,
    });
    expect([...fake.last.url.searchParams.keys()]).toEqual([]);
    expect(out.nftId).toBe(3518);
  });

  it('refuses an amount below MIN_I128 and a fractional vault id before sending', async () => {
    const fake = fakeFetch({ json: { nftId: 1, transaction: TX } });
    const e = await apiFailure(operate(testClient(fake), { ...open, vaultId: 1.5, colAmount: MIN_I128 - 1n }));
    expect(e.kind).toBe('invalid-request');
    expect(e.message).toContain('colAmount');
    expect(e.message).toContain('vaultId');
    expect(fake.calls).toHaveLength(0);
  });

  it('accepts the i128 maximum, refuses one above it, and checks positionId, positionOwner and market', async () => {
    const fake = fakeFetch({ json: { nftId: 1, transaction: TX } });
    const MAX_I128 = 2n ** 127n - 1n;
    await operate(testClient(fake), { ...open, colAmount: MAX_I128 });
    expect(fake.last.body).toMatchObject({ colAmount: MAX_I128.toString() });
    const bad: [string, OperateParams][] = [
      ['debtAmount', { ...open, debtAmount: MAX_I128 + 1n }],
      ['positionId', { ...open, positionId: -1 }],
      ['positionId', { ...open, positionId: 0.5 }],
      ['positionOwner', { ...open, positionOwner: '0'.repeat(32) }],
      ['market', { ...open, market: 'jlp' as never }],
    ];
    for (const [field, params] of bad) {
      const e = await apiFailure(operate(testClient(fake), params));
      expect(e.issues.map((i) => i.split(':')[0])).toEqual([field]);
    }
    expect(fake.calls).toHaveLength(1);
  });

  it('names a missing nftId or transaction in the operate response', async () => {
    const fake = fakeFetch({ json: { transaction: TX } }, { json: { nftId: 1 } });
    const field = async () => (await apiFailure(operate(testClient(fake), open))).issues.map((i) => i.split(':')[0]);
    expect(await field()).toEqual(['nftId']);
    expect(await field()).toEqual(['transaction']);
  });

  it('POSTs operate-instructions and reads instructions and lookup tables', async () => {
    const fake = fakeFetch({
      json: {
        nftId: 9062,
        instructions: [
          {
            programId: 'jupr81YtYssSyPt8jbnGuiWon5f6x9TcDEFxYe3Bdzi',
            accounts: [{ pubkey: 'GpLjUnj5q8V6jkaaT7q26rQ4hzn7KYoebLRWfk16hTwh', isSigner: true, isWritable: true }],
            data: 'xRQKAWGgsVsBAF8jAAA=',
          },
        ],
        addressLookupTableAddresses: ['3eB86bwSJanGwLo5WoMQZL7Bk7uubCRggZKshJKJVKwx'],
      },
    });
    const out = await operateInstructions(testClient(fake), open);
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/lend/v1/borrow/operate-instructions');
    expect(fake.last.body).toEqual({
      vaultId: 1,
      positionId: 0,
      signer: SIGNER,
      colAmount: '10000',
      debtAmount: '100',
    });
    expect(out.instructions[0]?.accounts[0]?.isSigner).toBe(true);
    expect(out.addressLookupTableAddresses).toHaveLength(1);
  });
});

describe('lendQueries', () => {
  it('keys by base URL and wire inputs, sorted address sets, and skips without inputs', async () => {
    const fake = fakeFetch({ json: [earnPosition] });
    const client = testClient(fake);
    expect(lendQueries.earnTokens(client).queryKey).toEqual(['lend', 'http://api.test', 'earnTokens']);
    const a = lendQueries.earnPositions(client, [USER2, USER]);
    expect(a.queryKey).toEqual(lendQueries.earnPositions(client, [USER, USER2, USER]).queryKey);
    await new QueryClient().query(a);
    expect(fake.last.url.searchParams.get('users')).toBe([USER, USER2].sort().join(','));
    expect(typeof lendQueries.earnPositions(client, []).queryFn).not.toBe('function');
    expect(typeof lendQueries.earnings(client, USER, undefined).queryFn).not.toBe('function');
    expect(typeof lendQueries.earnings(client, undefined, [JLUSDC]).queryFn).not.toBe('function');
    expect(lendQueries.earnings(client, USER, [JLUSDC]).queryKey).toEqual([
      'lend',
      'http://api.test',
      'earnings',
      USER,
      [JLUSDC],
    ]);
    expect(lendQueries.borrowVaults(client, 'ethena').queryKey).toEqual([
      'lend',
      'http://api.test',
      'borrowVaults',
      'ethena',
    ]);
    expect(lendQueries.borrowPositions(client, [USER]).queryKey).toEqual([
      'lend',
      'http://api.test',
      'borrowPositions',
      [USER],
      null,
    ]);
    expect(typeof lendQueries.borrowPositions(client, undefined).queryFn).not.toBe('function');
  });
});
