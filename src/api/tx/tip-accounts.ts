/** The 16 tip accounts (supplement §12): every submitted transaction tips one at least `MIN_TIP_LAMPORTS`. */
export const TIP_ACCOUNTS = [
  'GGztQqQ6pCPaJQnNpXBgELr5cs3WwDakRbh1iEMzjgSJ',
  '2MFoS3MPtvyQ4Wh4M9pdfPjz6UhVoNbFbGJAskCPCj3h',
  'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV',
  '6U91aKa8pmMxkJwBCfPTmUEfZi6dHe7DcFq2ALvB2tbB',
  '4xDsmeTWPNjgSVSS1VTfzFq3iHZhp77ffPkAmkZkdu71',
  'CapuXNQoDviLvU1PxFiizLgPNQCxrsag1uMeyk6zLVps',
  '9nnLbotNTcUhvbrsA6Mdkx45Sm82G35zo28AqUvjExn8',
  '6LXutJvKUw8Q5ue2gCgKHQdAN4suWW8awzFVC6XCguFx',
  'HFqp6ErWHY6Uzhj8rFyjYuDya2mXUpYEk8VW75K9PSiY',
  'DSN3j1ykL3obAVNv7ZX49VsFCPe4LqzxHnmtLiPwY6xg',
  '69yhtoJR4JYPPABZcSNkzuqbaFbwHsCkja1sP1Q2aVT5',
  'HU23r7UoZbqTUuh3vA7emAGztFtqwTeVips789vqxxBw',
  '3LoAYHuSd7Gh8d7RTFnhvYtiTiefdZ5ByamU42vkzd76',
  '3CgvbiM3op4vjrrjH2zcrQUwsqh5veNVRjFCB9N6sRoD',
  'GP8StUXNYSZjPikyRsvkTbvRV1GBxMErb59cpeCJnDf1',
  '7iWnBRRhBCiNXXPhqiGzvvBkKrvFSWqqmxRyu9VyYBxE',
] as const;
export type TipAccount = (typeof TIP_ACCOUNTS)[number];

/** 0.001 SOL: the minimum tip (spec Limits, supplement §12). A larger tip does not land faster. */
export const MIN_TIP_LAMPORTS = 1_000_000n;

/** One tip account at random per transaction, to spread write-lock contention (supplement §12). */
export function pickTipAccount(random: () => number = Math.random): TipAccount {
  const i = Math.min(TIP_ACCOUNTS.length - 1, Math.floor(random() * TIP_ACCOUNTS.length));
  return TIP_ACCOUNTS[i] ?? TIP_ACCOUNTS[0];
}
