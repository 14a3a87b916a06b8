import { derivedAddress } from './address';
import {
  NATIVE_MINT,
  organicScoreLabel,
  type SandboxToken,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  type TokenProgram,
} from './token';

/** The sandbox holds no mainnet keys: a kept authority is a derived sandbox address, never the real issuer's key. */
type Authorities = 'none' | 'mint' | 'mint+freeze';

interface WellKnownSpec {
  readonly mint: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly program?: TokenProgram;
  readonly tags: readonly string[];
  /** Illustrative, not a live figure. */
  readonly supply: bigint;
  readonly authorities: Authorities;
  readonly createdAt: string;
  readonly website?: string;
  readonly twitter?: string;
  readonly price: number;
  readonly liquidity: number;
  readonly holders: number;
  readonly organic: number;
  readonly topHolders: number;
}

const V = ['verified'] as const;
const CSV = ['community', 'strict', 'verified'] as const;
const LST = ['lst', 'verified'] as const;
const STOCKS = ['stocks', 'verified'] as const;

// Real decimals and programs, checked against public sources (Drift's spot markets, LST registries, token lists);
// Token-2022 extensions left out (transfers need the 82-byte base). One row a token, hence prettier-ignore.
// prettier-ignore
const SPECS: readonly WellKnownSpec[] = [
  // Wrapped SOL's supply field is 0 on mainnet too: wrapped SOL is backed by lamports, not minted.
  { mint: NATIVE_MINT, symbol: 'SOL', name: 'Wrapped SOL', decimals: 9, tags: V, supply: 0n, authorities: 'none', createdAt: '2020-04-01', website: 'https://solana.com', twitter: 'https://x.com/solana', price: 150, liquidity: 600e6, holders: 3_500_000, organic: 98.9, topHolders: 21 },
  { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6, tags: V, supply: 9_000_000_000n, authorities: 'mint+freeze', createdAt: '2020-10-01', website: 'https://www.circle.com', twitter: 'https://x.com/circle', price: 1, liquidity: 400e6, holders: 4_000_000, organic: 99.1, topHolders: 35 },
  { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', name: 'USDT', decimals: 6, tags: V, supply: 2_400_000_000n, authorities: 'mint+freeze', createdAt: '2020-12-01', website: 'https://tether.to', price: 1, liquidity: 120e6, holders: 2_000_000, organic: 96.5, topHolders: 48 },
  { mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', symbol: 'JUP', name: 'Jupiter', decimals: 6, tags: CSV, supply: 10_000_000_000n, authorities: 'none', createdAt: '2024-01-31', website: 'https://jup.ag', twitter: 'https://x.com/JupiterExchange', price: 0.5, liquidity: 40e6, holders: 900_000, organic: 97.98, topHolders: 15.45 },
  { mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', symbol: 'Bonk', name: 'Bonk', decimals: 5, tags: CSV, supply: 88_000_000_000_000n, authorities: 'none', createdAt: '2022-12-25', website: 'https://bonkcoin.com', price: 0.00002, liquidity: 30e6, holders: 950_000, organic: 95.2, topHolders: 28 },
  { mint: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm', symbol: 'WIF', name: 'dogwifhat', decimals: 6, tags: CSV, supply: 998_900_000n, authorities: 'none', createdAt: '2023-11-20', website: 'https://dogwifcoin.org', price: 1, liquidity: 25e6, holders: 230_000, organic: 94.1, topHolders: 24 },
  { mint: 'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3', symbol: 'PYTH', name: 'Pyth Network', decimals: 6, tags: CSV, supply: 10_000_000_000n, authorities: 'none', createdAt: '2023-11-20', website: 'https://pyth.network', price: 0.15, liquidity: 8e6, holders: 300_000, organic: 90.3, topHolders: 55 },
  { mint: 'jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL', symbol: 'JTO', name: 'JITO', decimals: 9, tags: CSV, supply: 1_000_000_000n, authorities: 'none', createdAt: '2023-12-07', website: 'https://jito.network', price: 2, liquidity: 10e6, holders: 150_000, organic: 91.7, topHolders: 60 },
  { mint: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R', symbol: 'RAY', name: 'Raydium', decimals: 6, tags: CSV, supply: 555_000_000n, authorities: 'none', createdAt: '2021-02-21', website: 'https://raydium.io', price: 2.5, liquidity: 12e6, holders: 200_000, organic: 92.4, topHolders: 50 },
  { mint: 'orcaEKTdK7LKz57vaAYr9QeNsVEPfiu6QeMU1kektZE', symbol: 'ORCA', name: 'Orca', decimals: 6, tags: CSV, supply: 100_000_000n, authorities: 'none', createdAt: '2021-08-10', website: 'https://www.orca.so', price: 2, liquidity: 5e6, holders: 60_000, organic: 85.6, topHolders: 52 },
  { mint: '85VBFQZC9TZkfaptBWjvUw7YbZjy52A6mjtPGjstQAmQ', symbol: 'W', name: 'Wormhole Token', decimals: 6, tags: CSV, supply: 10_000_000_000n, authorities: 'none', createdAt: '2024-04-03', website: 'https://wormhole.com', price: 0.1, liquidity: 6e6, holders: 250_000, organic: 88.2, topHolders: 70 },
  { mint: 'TNSRxcUxoT9xBG3de7PiJyTDYu7kskLqcpddxnEJAS6', symbol: 'TNSR', name: 'Tensor', decimals: 9, tags: CSV, supply: 1_000_000_000n, authorities: 'none', createdAt: '2024-04-08', website: 'https://www.tensor.trade', price: 0.2, liquidity: 2e6, holders: 70_000, organic: 80.4, topHolders: 66 },
  { mint: 'rndrizKT3MK1iimdxRdWabcF7Zg7AR5T4nud4EkHBof', symbol: 'RENDER', name: 'Render Token', decimals: 8, tags: CSV, supply: 530_000_000n, authorities: 'mint', createdAt: '2023-11-01', website: 'https://rendernetwork.com', price: 4, liquidity: 7e6, holders: 120_000, organic: 89.9, topHolders: 58 },
  { mint: 'hntyVP6YFm1Hg25TN9WGLqM12b8TQmcknKrdu1oxWux', symbol: 'HNT', name: 'Helium Network Token', decimals: 8, tags: CSV, supply: 180_000_000n, authorities: 'mint', createdAt: '2023-04-18', website: 'https://www.helium.com', price: 3, liquidity: 6e6, holders: 180_000, organic: 90.8, topHolders: 40 },
  { mint: 'mb1eu7TzEc71KxDpsmsKoucSSuuoGLv1drys1oP2jh6', symbol: 'MOBILE', name: 'Helium Mobile', decimals: 6, tags: CSV, supply: 90_000_000_000n, authorities: 'mint', createdAt: '2022-11-01', website: 'https://hellohelium.com', price: 0.0005, liquidity: 1.5e6, holders: 110_000, organic: 78.3, topHolders: 45 },
  { mint: 'MEW1gQWJ3nEXg2qgERiKu7FAFj79PHvQVREQUzScPP5', symbol: 'MEW', name: 'cat in a dogs world', decimals: 5, tags: CSV, supply: 88_888_888_888n, authorities: 'none', createdAt: '2024-03-26', website: 'https://mew.xyz', price: 0.003, liquidity: 9e6, holders: 160_000, organic: 87.5, topHolders: 33 },
  { mint: '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr', symbol: 'POPCAT', name: 'POPCAT', decimals: 9, tags: CSV, supply: 979_000_000n, authorities: 'none', createdAt: '2023-12-14', price: 0.3, liquidity: 8e6, holders: 120_000, organic: 86.9, topHolders: 30 },
  { mint: 'DriFtupJYLTosbwoN8koMbEYSx54aFAVLddWsbksjwg7', symbol: 'DRIFT', name: 'DRIFT', decimals: 6, tags: CSV, supply: 1_000_000_000n, authorities: 'none', createdAt: '2024-05-16', website: 'https://www.drift.trade', price: 0.5, liquidity: 3e6, holders: 90_000, organic: 84.1, topHolders: 72 },
  { mint: 'KMNo3nJsBXfcpJTVhZcXLW7RmTwTt4GVFE7suUBo9sS', symbol: 'KMNO', name: 'Kamino', decimals: 6, tags: CSV, supply: 10_000_000_000n, authorities: 'none', createdAt: '2024-04-30', website: 'https://kamino.finance', price: 0.06, liquidity: 2.5e6, holders: 80_000, organic: 83.3, topHolders: 75 },
  { mint: '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4', symbol: 'JLP', name: 'Jupiter Perps LP', decimals: 6, tags: CSV, supply: 400_000_000n, authorities: 'mint', createdAt: '2023-10-17', website: 'https://jup.ag/perps-earn', price: 4.5, liquidity: 50e6, holders: 60_000, organic: 93.6, topHolders: 42 },
  { mint: '6p6xgHyF7AeE6TZkSmFsko444wqoP15icUSqi2jfGiPN', symbol: 'TRUMP', name: 'OFFICIAL TRUMP', decimals: 6, tags: CSV, supply: 1_000_000_000n, authorities: 'none', createdAt: '2025-01-17', price: 9, liquidity: 40e6, holders: 600_000, organic: 92.2, topHolders: 88 },
  { mint: '2zMMhcVQEXDtdE6vsFS7S7D5oUodfJHE8vd1gnBouauv', symbol: 'PENGU', name: 'Pudgy Penguins', decimals: 6, tags: CSV, supply: 88_888_888_888n, authorities: 'none', createdAt: '2024-12-17', website: 'https://pudgypenguins.com', price: 0.02, liquidity: 20e6, holders: 700_000, organic: 91.4, topHolders: 45 },
  { mint: '9BB6NFEcjBCtnNLFko2FqVQBq8HHM13kCyYcdQbgpump', symbol: 'Fartcoin', name: 'Fartcoin', decimals: 6, tags: CSV, supply: 1_000_000_000n, authorities: 'none', createdAt: '2024-10-18', price: 0.8, liquidity: 25e6, holders: 140_000, organic: 90.1, topHolders: 25 },
  { mint: 'HeLp6NuQkmYB4pYWo2zYs22mESHXPQYzXbB8n4V98jwC', symbol: 'ai16z', name: 'ai16z', decimals: 9, tags: CSV, supply: 1_100_000_000n, authorities: 'none', createdAt: '2024-10-25', price: 0.2, liquidity: 6e6, holders: 100_000, organic: 82.7, topHolders: 38 },
  { mint: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs', symbol: 'ETH', name: 'Ether (Portal)', decimals: 8, tags: CSV, supply: 100_000n, authorities: 'mint', createdAt: '2021-08-01', website: 'https://portalbridge.com', price: 3500, liquidity: 15e6, holders: 150_000, organic: 89.4, topHolders: 50 },
  { mint: '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh', symbol: 'WBTC', name: 'Wrapped BTC (Portal)', decimals: 8, tags: CSV, supply: 2_000n, authorities: 'mint', createdAt: '2021-08-01', website: 'https://portalbridge.com', price: 100_000, liquidity: 8e6, holders: 40_000, organic: 84.8, topHolders: 62 },
  { mint: 'cbbtcf3aa214zXHbiAZQwf4122FBYbraNdFqgw4iMij', symbol: 'cbBTC', name: 'Coinbase Wrapped BTC', decimals: 8, tags: V, supply: 5_000n, authorities: 'mint+freeze', createdAt: '2024-09-12', website: 'https://www.coinbase.com/cbbtc', price: 100_000, liquidity: 30e6, holders: 30_000, organic: 88.8, topHolders: 80 },
  { mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo', symbol: 'PYUSD', name: 'PayPal USD', decimals: 6, program: TOKEN_2022_PROGRAM, tags: V, supply: 500_000_000n, authorities: 'mint+freeze', createdAt: '2024-05-29', website: 'https://www.paypal.com/pyusd', price: 1, liquidity: 20e6, holders: 25_000, organic: 86.1, topHolders: 85 },
  // Liquid-staking tokens: the stake pool's PDA keeps the mint authority so deposits can mint.
  { mint: 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So', symbol: 'mSOL', name: 'Marinade staked SOL (mSOL)', decimals: 9, tags: LST, supply: 2_500_000n, authorities: 'mint', createdAt: '2021-08-01', website: 'https://marinade.finance', price: 190, liquidity: 40e6, holders: 150_000, organic: 93.2, topHolders: 40 },
  { mint: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn', symbol: 'JitoSOL', name: 'Jito Staked SOL', decimals: 9, tags: LST, supply: 14_000_000n, authorities: 'mint', createdAt: '2022-11-01', website: 'https://jito.network', price: 185, liquidity: 100e6, holders: 200_000, organic: 95.8, topHolders: 45 },
  { mint: 'bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1', symbol: 'bSOL', name: 'BlazeStake Staked SOL (bSOL)', decimals: 9, tags: LST, supply: 800_000n, authorities: 'mint', createdAt: '2022-08-01', website: 'https://stake.solblaze.org', price: 185, liquidity: 10e6, holders: 60_000, organic: 85.3, topHolders: 50 },
  { mint: 'jupSoLaHXQiZZTSfEWMTRRgpnyFm8f6sZdosWBjx93v', symbol: 'JupSOL', name: 'Jupiter Staked SOL', decimals: 9, tags: LST, supply: 4_000_000n, authorities: 'mint', createdAt: '2024-04-01', website: 'https://jup.ag', price: 165, liquidity: 30e6, holders: 50_000, organic: 91.9, topHolders: 55 },
  { mint: '5oVNBeEEQvYi1cX3ir8Dx5n1P7pdxydbGF2X4TxVusJm', symbol: 'INF', name: 'Infinity', decimals: 9, tags: LST, supply: 1_500_000n, authorities: 'mint', createdAt: '2024-01-01', website: 'https://sanctum.so', price: 200, liquidity: 20e6, holders: 30_000, organic: 89.1, topHolders: 60 },
  { mint: '7dHbWXmci3dT8UFYWYZweBLXgycu7Y3iL6trKn1Y7ARj', symbol: 'stSOL', name: 'Lido Staked SOL', decimals: 9, tags: LST, supply: 100_000n, authorities: 'mint', createdAt: '2021-09-01', price: 175, liquidity: 1e6, holders: 40_000, organic: 70.2, topHolders: 65 },
  { mint: 'he1iusmfkpAdwvxLNGV8Y1iSbj4rUy6yMhEA3fotn9A', symbol: 'hSOL', name: 'Helius Staked SOL', decimals: 9, tags: LST, supply: 500_000n, authorities: 'mint', createdAt: '2024-03-01', website: 'https://www.helius.dev', price: 165, liquidity: 5e6, holders: 15_000, organic: 80.5, topHolders: 70 },
  { mint: 'Dso1bDeDjCQxTrWHqUUi63oBvV7Mdm6WaobLbQ7gnPQ', symbol: 'dSOL', name: 'Drift Staked SOL', decimals: 9, tags: LST, supply: 1_000_000n, authorities: 'mint', createdAt: '2024-05-01', website: 'https://www.drift.trade', price: 165, liquidity: 6e6, holders: 12_000, organic: 79.6, topHolders: 75 },
  { mint: 'BonK1YhkXEGLZzwtcvRTip3gAL9nCeQD7ppZBLXhtTs', symbol: 'bonkSOL', name: 'bonkSOL', decimals: 9, tags: LST, supply: 300_000n, authorities: 'mint', createdAt: '2024-03-01', price: 165, liquidity: 3e6, holders: 10_000, organic: 74.4, topHolders: 70 },
  { mint: 'BNso1VUJnh4zcfpZa6986Ea66P6TCp59hvtNJ8b1X85', symbol: 'BNSOL', name: 'Binance Staked SOL', decimals: 9, tags: LST, supply: 5_000_000n, authorities: 'mint', createdAt: '2024-09-01', website: 'https://www.binance.com', price: 160, liquidity: 15e6, holders: 20_000, organic: 82.9, topHolders: 90 },
  // xStocks (Backed): Token-2022 mints whose issuer keeps mint and freeze authority.
  { mint: 'XsDoVfqeBukxuZHWhdvWHBhgEHjGNst4MLodqsJHzoB', symbol: 'TSLAx', name: 'Tesla xStock', decimals: 8, program: TOKEN_2022_PROGRAM, tags: STOCKS, supply: 100_000n, authorities: 'mint+freeze', createdAt: '2025-06-30', website: 'https://xstocks.com', price: 400, liquidity: 3e6, holders: 20_000, organic: 81.2, topHolders: 70 },
  { mint: 'XsbEhLAtcf6HdfpFZ5xEMdqW8nfAvcsP5bdudRLJzJp', symbol: 'AAPLx', name: 'Apple xStock', decimals: 8, program: TOKEN_2022_PROGRAM, tags: STOCKS, supply: 100_000n, authorities: 'mint+freeze', createdAt: '2025-06-30', website: 'https://xstocks.com', price: 230, liquidity: 1.5e6, holders: 9_000, organic: 76.8, topHolders: 72 },
  { mint: 'Xsc9qvGR1efVDFGLrVsmkzv3qi45LTBjeUKSPmx9qEh', symbol: 'NVDAx', name: 'NVIDIA xStock', decimals: 8, program: TOKEN_2022_PROGRAM, tags: STOCKS, supply: 100_000n, authorities: 'mint+freeze', createdAt: '2025-06-30', website: 'https://xstocks.com', price: 180, liquidity: 2e6, holders: 12_000, organic: 78.9, topHolders: 71 },
  { mint: 'XsoCS1TfEyfFhfvj8EtZ528L3CaKBDBRqRapnBbDF2W', symbol: 'SPYx', name: 'SP500 xStock', decimals: 8, program: TOKEN_2022_PROGRAM, tags: STOCKS, supply: 100_000n, authorities: 'mint+freeze', createdAt: '2025-06-30', website: 'https://xstocks.com', price: 650, liquidity: 2.5e6, holders: 10_000, organic: 80.1, topHolders: 74 },
  { mint: 'XsCPL9dNWBMvFtTmwcCA5v3xWPSMEBCszbQdiLLq6aN', symbol: 'GOOGLx', name: 'Alphabet xStock', decimals: 8, program: TOKEN_2022_PROGRAM, tags: STOCKS, supply: 100_000n, authorities: 'mint+freeze', createdAt: '2025-06-30', website: 'https://xstocks.com', price: 250, liquidity: 1e6, holders: 6_000, organic: 72.5, topHolders: 76 },
  // JupUSD (Jupiter with Ethena), a prediction deposit mint (supplement §11). Its program mints it: 'mint'. Last in
  // the table so the pools of the tokens above keep their indices.
  { mint: 'JuprjznTrTSp2UFa3ZBUFgwdAmtZCq4MQCwysN55USD', symbol: 'JupUSD', name: 'Jupiter USD', decimals: 6, tags: V, supply: 200_000_000n, authorities: 'mint', createdAt: '2025-11-01', website: 'https://jup.ag', twitter: 'https://x.com/JupiterExchange', price: 1, liquidity: 15e6, holders: 40_000, organic: 90.5, topHolders: 70 },
];

function toToken(spec: WellKnownSpec): SandboxToken {
  const keepsMint = spec.authorities !== 'none';
  const keepsFreeze = spec.authorities === 'mint+freeze';
  return {
    id: spec.mint,
    name: spec.name,
    symbol: spec.symbol,
    decimals: spec.decimals,
    tokenProgram: spec.program ?? TOKEN_PROGRAM,
    createdAt: new Date(`${spec.createdAt}T00:00:00.000Z`).toISOString(),
    links: {
      ...(spec.website === undefined ? {} : { website: spec.website }),
      ...(spec.twitter === undefined ? {} : { twitter: spec.twitter }),
    },
    dev: null,
    mintAuthority: keepsMint ? derivedAddress('well-known', spec.symbol, 'mint-authority') : null,
    freezeAuthority: keepsFreeze ? derivedAddress('well-known', spec.symbol, 'freeze-authority') : null,
    totalSupply: spec.supply * 10n ** BigInt(spec.decimals),
    tags: spec.tags,
    isVerified: spec.tags.includes('verified'),
    audit: {
      mintAuthorityDisabled: !keepsMint,
      freezeAuthorityDisabled: !keepsFreeze,
      topHoldersPercentage: spec.topHolders,
      devBalancePercentage: null,
      devMints: null,
    },
    organicScore: spec.organic,
    organicScoreLabel: organicScoreLabel(spec.organic),
    holderCount: spec.holders,
    launchpad: null,
    referencePriceUsd: spec.price,
    referenceLiquidityUsd: spec.liquidity,
    origin: 'well-known',
  };
}

export const WELL_KNOWN_TOKENS: readonly SandboxToken[] = Object.freeze(SPECS.map(toToken));

export const WELL_KNOWN_MINTS = {
  SOL: NATIVE_MINT,
  USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  USDT: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  JUP: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
  BONK: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
  JUPUSD: 'JuprjznTrTSp2UFa3ZBUFgwdAmtZCq4MQCwysN55USD',
} as const;
