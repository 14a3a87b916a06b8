import { PublicKey } from '@solana/web3.js';
import { dcaPda } from '../dca-open';
import type { Attack } from './attacks';
import { isDcaCreate, openDcaV2, UID, withOpen } from './dca-case';
import { key, S, stranger, W, type Scenario } from './kit';

const pair = (s: Scenario) => {
  const spec = s.statement.policy?.dcaOpen;
  return { inputMint: new PublicKey(spec?.inputMint ?? W), outputMint: new PublicKey(spec?.outputMint ?? W) };
};
const pdaOf = (s: Scenario, user = W, uid = UID, outputMint = pair(s).outputMint) =>
  dcaPda(user, pair(s).inputMint.toBase58(), outputMint.toBase58(), uid);
const honestOpen = (s: Scenario) => openDcaV2({ dca: pdaOf(s), user: W, ...pair(s) });

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
];
