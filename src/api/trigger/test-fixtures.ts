// Wire examples for the trigger tests: the values of the service's docs quoted in supplement §6.
export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const WALLET = 'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV';
export const VAULT = '7nE9GJoYHNmtaQvTQpota3KV2oz4pQ2dA6nvYK8EUJHV';
export const ORDER_ID = 'a1b2c3d4-e5f6-7890-abcd-ef1234567890';
export const TX = 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAEN';

export const wireVault = { userPubkey: WALLET, vaultPubkey: VAULT, providerVaultId: 'vault-uuid' };

export const wireOrder = {
  id: ORDER_ID,
  orderType: 'single',
  orderState: 'filled',
  rawState: 'fill_success',
  userPubkey: WALLET,
  privyWalletPubkey: VAULT,
  inputMint: SOL,
  initialInputAmount: '1000000000',
  remainingInputAmount: '0',
  outputMint: USDC,
  triggerMint: SOL,
  triggerCondition: 'above',
  triggerPriceUsd: 200,
  slippageBps: 100,
  expiresAt: 1704067200000,
  createdAt: 1704000000000,
  updatedAt: 1704000100000,
  triggeredAt: 1704000050000,
  outputAmount: '200000000',
  inputUsed: '1000000000',
  fillPercent: 1,
  trailingBps: null,
  highWatermark: null,
  lowWatermark: null,
  events: [
    {
      type: 'deposit',
      timestamp: 1704000000000,
      txSignature: 'sig1',
      state: 'success',
      mint: SOL,
      amount: '1000000000',
    },
    {
      type: 'fill',
      timestamp: 1704000050000,
      txSignature: 'sig2',
      state: 'success',
      outputMint: USDC,
      outputAmount: '200000000',
      orderContext: 'buy_above',
    },
  ],
};
