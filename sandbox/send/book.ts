import type { InviteRecord } from './types';

export interface SendState {
  invites: InviteRecord[];
}

export class SendBook {
  readonly invites = new Map<string, InviteRecord>();
  readonly byEscrow = new Map<string, InviteRecord>();
  readonly byEscrowKey = new Map<string, InviteRecord>();
  constructor(private readonly onChange: () => void = () => {}) {}

  load(saved: SendState | undefined) {
    this.reset();
    for (const invite of saved?.invites ?? []) this.put(invite);
  }

  put(invite: InviteRecord) {
    const previous = this.invites.get(invite.invitePda);
    if (previous) this.delete(previous);
    this.invites.set(invite.invitePda, invite);
    this.byEscrow.set(invite.escrowAccount, invite);
    this.byEscrowKey.set(invite.escrow, invite);
  }

  delete(invite: InviteRecord) {
    this.invites.delete(invite.invitePda);
    this.byEscrow.delete(invite.escrowAccount);
    this.byEscrowKey.delete(invite.escrow);
  }

  changed() {
    this.onChange();
  }

  reset() {
    this.invites.clear();
    this.byEscrow.clear();
    this.byEscrowKey.clear();
  }

  toJSON(): SendState {
    return { invites: [...this.invites.values()] };
  }
}
