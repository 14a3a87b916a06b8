/** Wire examples shared by the swap and ultra tests (test-only). */
export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const TAKER = '5FHwkrdxntdK24hgQU8qgBjn35Y1zwhz1GZwCkP2UJnM';
export const OTHER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
export const TX_B64 = 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export const quoteWire = {
  inputMint: SOL,
  inAmount: '100000000',
  outputMint: USDC,
  outAmount: '17057460',
  otherAmountThreshold: '16972173',
  swapMode: 'ExactIn',
  slippageBps: 50,
  platformFee: null,
  priceImpactPct: '0.0001',
  routePlan: [
    {
      swapInfo: {
        ammKey: 'BVRbyLjjfSBcoyiYFuxbgKYnWuiFaF9CSXEa5vdSZ9Hh',
        label: 'Meteora DLMM',
        inputMint: SOL,
        outputMint: USDC,
        inAmount: '100000000',
        outAmount: '17057460',
        feeAmount: '0',
        feeMint: SOL,
        details: { binStep: 4 },
      },
      percent: null,
      bps: 10000,
    },
  ],
  contextSlot: 324307186,
  timeTaken: 0.0123,
  mostReliableAmmsQuoteReport: { info: { BVRbyLjjfSBcoyiYFuxbgKYnWuiFaF9CSXEa5vdSZ9Hh: '17057460' } },
  swapUsdValue: '17.06',
};

/** The order example of supplement §4 (SOL→USDC), real router name `metis`. */
export const orderWire = {
  mode: 'ultra',
  inputMint: SOL,
  outputMint: USDC,
  inAmount: '100000000',
  outAmount: '17057460',
  inUsdValue: 17.06,
  outUsdValue: 17.05,
  swapUsdValue: 17.06,
  priceImpact: 0.0001,
  otherAmountThreshold: '17040402',
  swapMode: 'ExactIn',
  slippageBps: 1,
  priceImpactPct: '0.0001',
  routePlan: [
    {
      swapInfo: {
        ammKey: 'BVRbyLjjfSBcoyiYFuxbgKYnWuiFaF9CSXEa5vdSZ9Hh',
        label: 'Meteora DLMM',
        inputMint: SOL,
        outputMint: USDC,
        inAmount: '100000000',
        outAmount: '17057460',
      },
      percent: 100,
      bps: 10000,
      usdValue: 17.06,
    },
  ],
  feeBps: 5,
  platformFee: { amount: '8529', feeBps: 5 },
  signatureFeeLamports: 5000,
  signatureFeePayer: null,
  prioritizationFeeLamports: 254600,
  prioritizationFeePayer: null,
  rentFeeLamports: 0,
  rentFeePayer: null,
  swapType: 'aggregator',
  router: 'metis',
  transaction: null as string | null,
  gasless: false,
  requestId: '0198a7b5-1c3e-7d1a-9f2b-3c4d5e6f7a8b',
  totalTime: 320,
  taker: null as string | null,
};

/** The success example of supplement §4 (execute). */
export const executeWire = {
  status: 'Success',
  signature: '5Ufd1CuKq2Zy2LhF3UEbVs5xA5WDkB4mN3pQq7wX8yZ95Ufd1CuKq2Zy2LhF3UEbVs5xA5WDkB4mN3pQq7wX8yZ9',
  slot: '324307186',
  code: 0,
  totalInputAmount: '100000000',
  totalOutputAmount: '17057460',
  inputAmountResult: '100000000',
  outputAmountResult: '17065989',
  swapEvents: [{ inputMint: SOL, inputAmount: '100000000', outputMint: USDC, outputAmount: '17065989' }],
};
