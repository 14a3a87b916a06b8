import { useRef } from 'react';
import { craftClawback, craftSend } from '../../../api/send/endpoints';
import { sendQueries } from '../../../api/send/queries';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { amountLabel, type LabelOf } from '../../../lib/tx/statement';
import { deriveInvite, newInviteCode } from '../utils/invite-key';
import { inviteLink } from '../utils/invite-link';
import { clawbackStatement, sendStatement } from '../utils/invite-statement';

export interface CreateInviteVars {
  sender: string;
  mint: string;
  amount: bigint;
  labelOf: LabelOf;
}

/** What the page shows once the invite landed. `code` and `link` live in memory only: never logged or stored. */
export interface CreatedInvite {
  code: string;
  link: string;
  amountText: string;
  expiry: number;
  signature: string | null;
}

/** Supplement §9: code → keypair → craft-send → checked, signed by wallet then invite key, sent via the user's RPC. */
export function useCreateInvite() {
  const client = useApiClient();
  const made = useRef<{ code: string; expiry: number } | null>(null);
  return useTxAction<CreateInviteVars, CreatedInvite>({
    kind: 'invite',
    invalidates: [sendQueries.all(client)],
    craft: async ({ sender, mint, amount, labelOf }) => {
      made.current = null;
      const code = newInviteCode();
      const key = await deriveInvite(code);
      const isSol = mint === KNOWN_TOKENS.SOL.mint;
      const res = await craftSend(client, {
        inviteSigner: key.signer,
        sender,
        amount,
        ...(isSol ? {} : { mint }),
      });
      made.current = { code, expiry: res.expiry };
      return {
        transaction: res.tx,
        statement: sendStatement(sender, mint, amount, res.totalFeeLamports, key.pda),
        labelOf,
        land: 'rpc',
        lastValidBlockHeight: null,
        summary: `Invite link: ${amountLabel(amount, mint, labelOf)}`,
        cosigners: [key.keypair],
      };
    },
    finish: (outcome, _crafted, { mint, amount, labelOf }) => {
      const invite = made.current;
      made.current = null;
      if (!invite) throw new Error('The invite was sent but its code was lost; claw it back from the list.');
      return {
        code: invite.code,
        link: inviteLink(window.location.origin, invite.code),
        amountText: amountLabel(amount, mint, labelOf),
        expiry: invite.expiry,
        signature: outcome.signature,
      };
    },
  });
}

export interface ClawbackVars {
  sender: string;
  invitePDA: string;
  mint: string;
  amount: bigint;
  labelOf: LabelOf;
}

export function useClawback() {
  const client = useApiClient();
  return useTxAction<ClawbackVars, { invitePDA: string }>({
    kind: 'invite',
    invalidates: [sendQueries.all(client)],
    craft: async ({ sender, invitePDA, mint, amount, labelOf }) => {
      const res = await craftClawback(client, { invitePDA, sender });
      return {
        transaction: res.tx,
        statement: clawbackStatement(sender, mint, amount),
        labelOf,
        land: 'rpc',
        lastValidBlockHeight: null,
        summary: `Claw back invite: ${amountLabel(amount, mint, labelOf)} back`,
      };
    },
    finish: (_outcome, _crafted, { invitePDA }) => ({ invitePDA }),
  });
}
