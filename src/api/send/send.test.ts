import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import { craftClawback, craftSend, getInviteHistory, getPendingInvites } from './endpoints';
import { sendQueries } from './queries';
import {
  craftSendResponseSchema,
  inviteListResponseSchema,
  inviteSchema,
  isInviteAddress,
  SEND_PROGRAM_ID,
} from './schemas';

const SENDER = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const RECEIVER = 'jdocuPgEAjMfihABsPgKEvYtsmMzjUHeq9LX4Hvs7f3';
const INVITE_SIGNER = '4AwWnVxWKdZCZ8zVGdD7S3EwzRHkVRiXJxQKzwjbBayj';
const INVITE_PDA = '9tjzV49wccwf9A8J5fZ5josjWYnS41fUpNmcwqcqYrPF';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TX = 'AQABAgM=';
const SIG = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

// A pending invite (supplement §9: action `created`) and a claimed one, in the two loose forms the service uses.
const pendingInvite = {
  invite_signer: INVITE_SIGNER,
  invite_pda: INVITE_PDA,
  sender: SENDER,
  expiry: '2025-03-22T10:30:00.000Z',
  amount: '1000000',
  creation_tx: SIG,
  deletion_tx: null,
  receiver: null,
  action: 'created',
  creation_time: '2025-03-15T10:30:00.000Z',
  deletion_time: null,
  mint: null,
  confirmed: true,
};
const claimedInvite = {
  ...pendingInvite,
  expiry: 1742639400,
  mint: USDC,
  receiver: RECEIVER,
  action: 'claimed',
  deletion_tx: SIG,
  deletion_time: '2025-03-16T08:00:00.000Z',
  confirmed: 1,
};

describe('send schemas', () => {
  it('exports the Send program id', () => {
    expect(SEND_PROGRAM_ID).toBe('inv1tEtSwRMtM44tbvJGNiTxMvDfPVnX9StyqXfDfks');
  });

  it('reads a pending invite with its nulls, ISO expiry and boolean confirmed', () => {
    const out = inviteSchema.parse(pendingInvite);
    expect(out.expiry).toBe(Date.parse('2025-03-22T10:30:00.000Z'));
    expect(out.amount).toBe(1000000n);
    expect(out.confirmed).toBe(true);
    expect(out.receiver).toBeNull();
    expect(out.action).toBe('created');
  });

  it('decodes creation and deletion times to epoch ms and requires hasMoreData', () => {
    const out = inviteSchema.parse(claimedInvite);
    expect(out.creation_time).toBe(Date.parse('2025-03-15T10:30:00.000Z'));
    expect(out.deletion_time).toBe(Date.parse('2025-03-16T08:00:00.000Z'));
    const r = inviteListResponseSchema.safeParse({ invites: [] });
    expect(r.error?.issues.map((i) => i.path)).toEqual([['hasMoreData']]);
  });

  it('reads Unix-seconds expiry and confirmed 0/1 the same way (Decisions §5)', () => {
    const out = inviteSchema.parse(claimedInvite);
    expect(out.expiry).toBe(1742639400 * 1000);
    expect(out.confirmed).toBe(true);
    expect(inviteSchema.parse({ ...claimedInvite, confirmed: 0 }).confirmed).toBe(false);
    expect(inviteSchema.parse({ ...claimedInvite, confirmed: null }).confirmed).toBeNull();
  });

  it('keeps an unknown action and extra fields', () => {
    const out = inviteSchema.parse({ ...pendingInvite, action: 'clawed_back', note: 'x' });
    expect(out.action).toBe('clawed_back');
    expect(out).toHaveProperty('note', 'x');
  });

  it('names a missing required field', () => {
    const { invite_pda: _dropped, ...rest } = pendingInvite;
    const r = inviteListResponseSchema.safeParse({ invites: [rest], hasMoreData: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['invites', 0, 'invite_pda']);
  });

  it('reads the published form: no transaction links, an id and receiver outside base58 (display and id kept)', () => {
    const { creation_tx: _c, deletion_tx: _d, ...published } = claimedInvite;
    const pda = '8mF4HKoPQNmtbRvTRqotb4LW3pz5rR3eB7owZL9FVKIW';
    const out = inviteSchema.parse({ ...published, invite_pda: pda, receiver: 'not-base58-0OIl' });
    expect(out.creation_tx).toBeUndefined();
    expect(out.receiver).toBe('not-base58-0OIl');
    expect(isInviteAddress(out.invite_pda)).toBe(false);
    expect(isInviteAddress(INVITE_PDA)).toBe(true);
    // What the clawback and the amounts need stays required.
    expect(inviteSchema.safeParse({ ...published, invite_pda: '' }).success).toBe(false);
    const { amount: _a, ...noAmount } = published;
    expect(inviteSchema.safeParse(noAmount).error?.issues[0]?.path).toEqual(['amount']);
  });

  it('decodes the craft-send response (ISO or seconds expiry, bigint fee)', () => {
    const iso = craftSendResponseSchema.parse({
      tx: TX,
      expiry: '2025-03-22T10:30:00.000Z',
      totalFeeLamports: '2039280',
    });
    expect(iso.expiry).toBe(Date.parse('2025-03-22T10:30:00.000Z'));
    expect(iso.totalFeeLamports).toBe(2039280n);
    const secs = craftSendResponseSchema.parse({ tx: TX, expiry: '1742639400', totalFeeLamports: '5000' });
    expect(secs.expiry).toBe(1742639400 * 1000);
  });
});

describe('craftSend', () => {
  it('POSTs {inviteSigner, sender, amount as string, mint} with the API key', async () => {
    const fake = fakeFetch({ json: { tx: TX, expiry: '2025-03-22T10:30:00.000Z', totalFeeLamports: '2039280' } });
    const out = await craftSend(testClient(fake), {
      inviteSigner: INVITE_SIGNER,
      sender: SENDER,
      amount: 1000000n,
      mint: USDC,
    });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/send/v1/craft-send');
    expect(fake.last.body).toEqual({ inviteSigner: INVITE_SIGNER, sender: SENDER, amount: '1000000', mint: USDC });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(out.totalFeeLamports).toBe(2039280n);
  });

  it('leaves mint out for native SOL and refuses a negative amount before sending', async () => {
    const fake = fakeFetch({ json: { tx: TX, expiry: 1742639400, totalFeeLamports: '1' } });
    await craftSend(testClient(fake), { inviteSigner: INVITE_SIGNER, sender: SENDER, amount: 5n });
    expect(fake.last.body).toEqual({ inviteSigner: INVITE_SIGNER, sender: SENDER, amount: '5' });
    const e = await apiFailure(
      craftSend(testClient(fake), { inviteSigner: INVITE_SIGNER, sender: SENDER, amount: -1n }),
    );
    expect(e.kind).toBe('invalid-request');
    expect(e.message).toContain('amount');
    expect(fake.calls).toHaveLength(1);
  });

  it('requires inviteSigner, sender and amount, and reads every required response field', async () => {
    const fake = fakeFetch({ json: { tx: TX, expiry: 1742639400, totalFeeLamports: '1' } });
    const body = { inviteSigner: INVITE_SIGNER, sender: SENDER, amount: 1n };
    for (const key of ['inviteSigner', 'sender', 'amount'] as const) {
      const { [key]: _dropped, ...rest } = body;
      const e = await apiFailure(craftSend(testClient(fake), rest as typeof body));
      expect(e.issues).toEqual([`${key}: required field is missing`]);
    }
    expect(fake.calls).toHaveLength(0);
    const wire = { tx: TX, expiry: '2025-03-22T10:30:00.000Z', totalFeeLamports: '5000' };
    for (const key of ['tx', 'expiry', 'totalFeeLamports'] as const) {
      const { [key]: _dropped, ...rest } = wire;
      expect(craftSendResponseSchema.safeParse(rest).error?.issues.map((i) => i.path)).toEqual([[key]]);
    }
  });

  it('surfaces the {error} body', async () => {
    const fake = fakeFetch({ status: 400, json: { error: 'Insufficient balance' } });
    const e = await apiFailure(
      craftSend(testClient(fake), { inviteSigner: INVITE_SIGNER, sender: SENDER, amount: 1n }),
    );
    expect(e.status).toBe(400);
    expect(e.message).toBe('Insufficient balance');
  });
});

describe('invite lists', () => {
  it('GETs pending invites with address and page', async () => {
    const fake = fakeFetch({ json: { invites: [pendingInvite], hasMoreData: false } });
    const out = await getPendingInvites(testClient(fake), { address: SENDER, page: 1 });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/send/v1/pending-invites');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ address: SENDER, page: '1' });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out.invites[0]?.action).toBe('created');
  });

  it('GETs invite history page 2, leaving page out when absent', async () => {
    const fake = fakeFetch({ json: { invites: [claimedInvite], hasMoreData: true } });
    const out = await getInviteHistory(testClient(fake), { address: RECEIVER, page: 2 });
    expect(fake.last.url.pathname).toBe('/send/v1/invite-history');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ address: RECEIVER, page: '2' });
    expect(out.hasMoreData).toBe(true);
    expect(out.invites[0]?.mint).toBe(USDC);
    await getInviteHistory(testClient(fake), { address: RECEIVER });
    expect([...fake.last.url.searchParams.keys()]).toEqual(['address']);
  });

  it('refuses page 0 before sending', async () => {
    const fake = fakeFetch({ json: { invites: [], hasMoreData: false } });
    const e = await apiFailure(getInviteHistory(testClient(fake), { address: SENDER, page: 0 }));
    expect(e.message).toContain('page');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('craftClawback', () => {
  it('POSTs {invitePDA, sender} and returns the tx', async () => {
    const fake = fakeFetch({ json: { tx: TX } });
    const out = await craftClawback(testClient(fake), { invitePDA: INVITE_PDA, sender: SENDER });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/send/v1/craft-clawback');
    expect(fake.last.body).toEqual({ invitePDA: INVITE_PDA, sender: SENDER });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(out.tx).toBe(TX);
  });
});

describe('sendQueries', () => {
  it('keys by base URL, address and page, and skips without an address', async () => {
    const fake = fakeFetch({ json: { invites: [claimedInvite], hasMoreData: false } });
    const client = testClient(fake);
    expect(sendQueries.history(client, SENDER, 3).queryKey).toEqual(['send', 'http://api.test', 'history', SENDER, 3]);
    expect(sendQueries.pending(client, SENDER).queryKey).toEqual(['send', 'http://api.test', 'pending', SENDER, 1]);
    const out = await new QueryClient().query(sendQueries.history(client, SENDER, 3));
    expect(fake.last.url.searchParams.get('page')).toBe('3');
    expect(out.invites).toHaveLength(1);
    expect(typeof sendQueries.pending(client, undefined).queryFn).not.toBe('function');
    expect(typeof sendQueries.history(client, undefined).queryFn).not.toBe('function');
  });
});
