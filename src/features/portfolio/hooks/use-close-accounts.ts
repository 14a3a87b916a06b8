import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import { useRef } from 'react';
import { TxActionError, useTxAction } from '../../../hooks/tx/use-tx-action';
import { balanceQueries } from '../../../hooks/use-wallet-balances';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { amountLabel } from '../../../lib/tx/statement';
import { NATIVE_MINT } from '../../../lib/tx/simulate';
import { TOKEN_IX } from '../../../utils/solana-wire/token';
import { fetchTokenAccounts, type OwnedTokenAccount } from './token-accounts';

/** Closes per transaction: each is one instruction of three accounts, well inside a legacy transaction's size. */
export const CLOSE_PER_TX = 20;
const SIGNATURE_FEE = 5_000n;

// web3.js types `data` as a Node Buffer but only ever reads its bytes.
const closeData = Uint8Array.from([TOKEN_IX.CloseAccount]) as unknown as TransactionInstruction['data'];

export function closeInstruction(account: OwnedTokenAccount, wallet: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(account.program),
    keys: [
      { pubkey: new PublicKey(account.pubkey), isSigner: false, isWritable: true },
      { pubkey: wallet, isSigner: false, isWritable: true },
      { pubkey: wallet, isSigner: true, isWritable: false },
    ],
    data: closeData,
  });
}

const sol = (lamports: bigint) => amountLabel(lamports, NATIVE_MINT, () => ({ symbol: 'SOL', decimals: 9 }));

/**
 * Closes the wallet's empty token accounts, read again just before crafting: the rent comes back to the wallet and
 * nothing else may change (the firewall holds it to no token moving and the fee alone leaving).
 */
export function useCloseEmptyAccounts() {
  const { connection } = useConnection();
  const counts = useRef({ closed: 0, left: 0 });
  return useTxAction<{ wallet: string }, { closed: number; left: number }>({
    kind: 'cleanup',
    invalidates: [balanceQueries.all()],
    craft: async ({ wallet }) => {
      const empty = (await fetchTokenAccounts(connection, wallet)).filter((a) => a.closable);
      if (empty.length === 0) {
        throw new TxActionError({
          kind: 'api',
          message: 'No empty token accounts are left to close. Nothing was signed.',
          fix: 'Nothing to do.',
        });
      }
      const batch = empty.slice(0, CLOSE_PER_TX);
      const owner = new PublicKey(wallet);
      const blockhash = await connection.getLatestBlockhash('confirmed');
      const tx = new Transaction({ feePayer: owner, ...blockhash }).add(
        ...batch.map((a) => closeInstruction(a, owner)),
      );
      const rent = batch.reduce((sum, a) => sum + a.lamports, 0n);
      counts.current = { closed: batch.length, left: empty.length - batch.length };
      return {
        transaction: tx,
        statement: { wallet, send: [], receive: [], feesMax: SIGNATURE_FEE, policy: { family: 'transfer' } },
        labelOf: () => undefined,
        land: 'rpc',
        lastValidBlockHeight: blockhash.lastValidBlockHeight,
        summary: `Close ${String(batch.length)} empty token account${batch.length === 1 ? '' : 's'}: ${sol(rent)} of rent back`,
      };
    },
    finish: () => counts.current,
  });
}
