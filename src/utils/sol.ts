export const SOL_DECIMALS = 9;
export const LAMPORTS_PER_SOL = 10 ** SOL_DECIMALS;
