import { PublicKey } from '@solana/web3.js';
import { dcaPda } from '../dca-open';
import type { Attack } from './attacks';
import {
  DAY,
  isDcaCreate,
  MAX_OUT,
  MIN_OUT,
  openDcaV2,
  START,
  UID,
  withOpen,
  withScreen,
  type OpenArgs,
} from './dca-case';
import { key, S, stranger, W, type Scenario } from './kit';

const pair = (s: Scenario) => {
  const spec = s.statement.policy?.dcaOpen;
  return { inputMint: new PublicKey(spec?.inputMint ?? W), outputMint: new PublicKey(spec?.outputMint ?? W) };
};
const pdaOf = (s: Scenario, user = W, uid = UID, outputMint = pair(s).outputMint) =>
  dcaPda(user, pair(s).inputMint.toBase58(), outputMint.toBase58(), uid);
const honestOpen = (s: Scenario) => openDcaV2({ dca: pdaOf(s), user: W, ...pair(s) });
const openWith = (s: Scenario, change: Partial<OpenArgs>) =>
  withOpen(s, openDcaV2({ dca: pdaOf(s), user: W, ...pair(s), ...change }));
const MONTH = 30n * DAY;

/** Issue 24 §8: a recurring create must open the order shown, for the wallet, and fund that order's own account. */
export const DCA_ATTACKS: Attack[] = [
  {
    name: 'the deposit goes to a stranger’s token account, the order opened as shown',
    refusal: /would receive only 0 USDC, below the 150 USDC minimum/,
    applies: isDcaCreate,
    build: (s) => withOpen(s, honestOpen(s), stranger),
  },
  {
    name: 'the order and its deposit at the PDA of another pair',
    refusal: /is not the one Jupiter's DCA program derives/,
    applies: isDcaCreate,
    build: (s) => {
      const other = pdaOf(s, W, UID, key());
      return withOpen(s, openDcaV2({ dca: other, user: W, ...pair(s) }), new PublicKey(other));
    },
  },
  {
    name: 'the order opened for another pair (its own PDA)',
    refusal: /another pair/,
    applies: isDcaCreate,
    build: (s) => {
      const outputMint = key();
      const other = pdaOf(s, W, UID, outputMint);
      return withOpen(s, openDcaV2({ dca: other, user: W, ...pair(s), outputMint }), new PublicKey(other));
    },
  },
  {
    name: 'the order opened for another user (its PDA), funded by the wallet',
    refusal: /opens the recurring order for .* not your wallet/,
    applies: isDcaCreate,
    build: (s) => {
      const other = pdaOf(s, S);
      return withOpen(s, openDcaV2({ dca: other, user: S, ...pair(s) }), new PublicKey(other));
    },
  },
  {
    name: 'the deposit at another user’s PDA for this pair, the instruction naming the wallet',
    refusal: /is not the one Jupiter's DCA program derives/,
    applies: isDcaCreate,
    build: (s) => {
      const other = pdaOf(s, S);
      return withOpen(s, openDcaV2({ dca: other, user: W, ...pair(s) }), new PublicKey(other));
    },
  },
  {
    name: 'an order account that does not match the instruction’s own uid',
    refusal: /is not the one Jupiter's DCA program derives/,
    applies: isDcaCreate,
    build: (s) => {
      const other = pdaOf(s, W, UID + 1n);
      return withOpen(s, openDcaV2({ dca: other, user: W, ...pair(s) }), new PublicKey(other));
    },
  },
  {
    name: 'no openDcaV2: the deposit alone',
    refusal: /does not open a recurring order/,
    applies: isDcaCreate,
    build: (s) => withOpen(s, null),
  },
  {
    name: 'two openDcaV2 in one transaction',
    refusal: /2 calls to Jupiter's DCA program/,
    applies: isDcaCreate,
    build: (s) => ({ ...withOpen(s, honestOpen(s)), ixs: [...s.ixs, honestOpen(s)] }),
  },
  {
    name: 'an inAmount other than the deposit shown',
    refusal: /deposits 300000000 units, not the 150000000 shown/,
    applies: isDcaCreate,
    build: (s) => withOpen(s, openDcaV2({ dca: pdaOf(s), user: W, ...pair(s), inAmount: 300_000_000n })),
  },
  {
    name: 'rounds of another size than the orders shown',
    refusal: /runs rounds of 15000000 units/,
    applies: isDcaCreate,
    build: (s) => withOpen(s, openDcaV2({ dca: pdaOf(s), user: W, ...pair(s), perCycle: 15_000_000n })),
  },
  {
    name: 'no minOutAmount though a maximum price is shown',
    refusal: /runs rounds at any price, not only up to the maximum price you set/,
    applies: isDcaCreate,
    build: (s) => openWith(s, { minOut: null }),
  },
  {
    name: 'a minOutAmount below what the maximum price shown allows',
    refusal: /as little as 249999999998 units a round, below the 250000000000 your maximum price allows/,
    applies: isDcaCreate,
    build: (s) => openWith(s, { minOut: MIN_OUT - 2n }),
  },
  {
    name: 'a minOutAmount above what the maximum price shown asks',
    refusal: /requires 250000000002 units a round, more than the 250000000000 your maximum price asks/,
    applies: isDcaCreate,
    build: (s) => openWith(s, { minOut: MIN_OUT + 2n }),
  },
  {
    name: 'no maxOutAmount though a minimum price is shown',
    refusal: /runs rounds at any price, not only down to the minimum price you set/,
    applies: isDcaCreate,
    build: (s) => openWith(s, { maxOut: null }),
  },
  {
    name: 'a maxOutAmount above what the minimum price shown allows',
    refusal: /up to 500000000002 units a round, above the 500000000000 your minimum price allows/,
    applies: isDcaCreate,
    build: (s) => openWith(s, { maxOut: MAX_OUT + 2n }),
  },
  {
    name: 'a maxOutAmount below what the minimum price shown allows',
    refusal: /at most 499999999998 units a round, less than the 500000000000 your minimum price allows/,
    applies: isDcaCreate,
    build: (s) => openWith(s, { maxOut: MAX_OUT - 2n }),
  },
  {
    name: 'a maxOutAmount though no minimum price is shown',
    refusal: /at most 500000000000 units a round, a minimum price you did not set/,
    applies: isDcaCreate,
    build: (s) => withOpen(withScreen(s, { minPrice: null }), honestOpen(s)),
  },
  {
    name: 'a minOutAmount though no maximum price is shown',
    refusal: /at least 250000000000 units a round, a maximum price you did not set/,
    applies: isDcaCreate,
    build: (s) => withOpen(withScreen(s, { maxPrice: null }), honestOpen(s)),
  },
  {
    name: 'a startAt other than the start shown',
    refusal: /starts the order at 2025-11-26T16:00:00Z, not at 2025-11-25T16:00:00Z as shown/,
    applies: isDcaCreate,
    build: (s) => openWith(s, { startAt: START + DAY }),
  },
  {
    name: 'a startAt a month away though the user chose to start now',
    refusal: /holds the first round until .*, you chose to start now/,
    applies: isDcaCreate,
    build: (s) =>
      withOpen(
        withScreen(s, { startAt: null }),
        openDcaV2({ dca: pdaOf(s), user: W, ...pair(s), startAt: BigInt(Math.floor(Date.now() / 1000)) + MONTH }),
      ),
  },
];
