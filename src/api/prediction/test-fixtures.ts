// Wire bodies for the prediction tests (spec §2.7, supplement §11). Test-only.

export const OWNER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
export const POSITION = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
export const ORDER = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';
export const MARKET_PDA = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** The example market of supplement §11, verbatim. */
export const supplementMarket = {
  marketId: 'market-456',
  provider: 'polymarket',
  title: 'SOL $500 by Q2 2026',
  status: 'open',
  result: null,
  openTime: 1704067200,
  closeTime: 1719792000,
  outcomes: ['Yes', 'No'],
  isTeamMarket: false,
  pricing: {
    buyYesPriceUsd: 650000,
    buyNoPriceUsd: 380000,
    sellYesPriceUsd: 620000,
    sellNoPriceUsd: 350000,
    volume: 450000,
  },
};

/** An event with every field spec §2.7 names. */
export const specEvent = {
  eventId: 'POLY-351731',
  isActive: true,
  isLive: false,
  category: 'crypto',
  subcategory: 'solana',
  volumeUsd: '1250000000',
  volume24hr: '85000000',
  closeCondition: 'Resolves on the close of Q2 2026',
  beginAt: '1704067200',
  rulesPdf: 'https://example.test/rules.pdf',
  tags: ['sol', 'price'],
  metadata: {
    eventId: 'POLY-351731',
    title: 'SOL price targets',
    subtitle: 'Q2 2026',
    slug: 'sol-price-targets',
    series: 'crypto-prices',
    closeTime: '2026-06-30T23:59:59Z',
    imageUrl: 'https://example.test/sol.png',
    isLive: false,
  },
  markets: [supplementMarket],
  liveScore: null,
};

export const pagination = { start: 0, end: 1, total: 1, hasNext: false };

export const orderPreview = {
  orderPubkey: ORDER,
  orderAtaPubkey: MARKET_PDA,
  userPubkey: OWNER,
  marketId: 'market-456',
  marketIdHash: 'a1b2',
  positionPubkey: POSITION,
  isBuy: true,
  isYes: true,
  contracts: '7',
  contractsMicro: '7692307',
  contractsDecimal: '7.692307',
  newContracts: '7',
  maxBuyPriceUsd: '660000',
  minSellPriceUsd: null,
  externalOrderId: 'ext-1',
  orderCostUsd: '5000000',
  newAvgPriceUsd: '650000',
  newSizeUsd: '5000000',
  newPayoutUsd: '7692307',
  estimatedProtocolFeeUsd: '25000',
  estimatedVenueFeeUsd: '0',
  estimatedTotalFeeUsd: 25000,
};

export const createOrderResponse = {
  transaction: 'AQID',
  txMeta: { blockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi', lastValidBlockHeight: 123456 },
  externalOrderId: 'ext-1',
  requiredSigners: [OWNER],
  execution: { endpoint: '/api/v1/execute', context: { type: 'create_order', nonce: 7 } },
  executionModel: null,
  settlement: null,
  order: orderPreview,
};

export const position = {
  pubkey: POSITION,
  owner: OWNER,
  ownerPubkey: OWNER,
  market: MARKET_PDA,
  marketId: 'market-456',
  isYes: true,
  contracts: '7',
  contractsMicro: '7692307',
  contractsDecimal: '7.692307',
  totalCostUsd: '5000000',
  valueUsd: null,
  pnlUsd: '-150000',
  realizedPnlUsd: -20000,
  claimed: false,
  claimable: true,
  marketMetadata: { marketId: 'market-456', title: 'SOL $500 by Q2 2026', provider: 'polymarket' },
};

export const historyEvent = {
  id: 42,
  eventType: 'order_filled',
  signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  slot: '348004023',
  timestamp: 1704067300,
  ownerPubkey: OWNER,
  depositAmountUsd: '5000000',
  feeUsd: null,
};

/** NO bids at 35¢ (10) and 30¢ (20), so YES asks at 65¢ and 70¢. */
export const twoLevelNoBook = {
  yes: [],
  no: [
    [30, 20],
    [35, 10],
  ],
  yes_dollars: [],
  no_dollars: [
    ['0.30', 20],
    ['0.35', 10],
  ],
};
