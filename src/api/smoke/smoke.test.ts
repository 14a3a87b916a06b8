import { describe, expect, it } from 'vitest';
import { fakeFetch, testClient, type RecordedRequest } from '../fake-fetch';
import { asAnswered, CORPUS } from '../fixtures/corpus';
import { formatSmoke, runSmoke } from './smoke';

const WALLET = 'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV';
const entries = CORPUS.flatMap((f) => f.entries).filter((e) => e.kind === 'response');

// Answers each read with the first published answer of that operation; 404 where the corpus has none.
function corpusReply(req: RecordedRequest): Response {
  const entry = entries.find((e) =>
    [e.operation, ...(e.alsoParsedAs ?? [])].some((op) => op === `${req.method} ${req.url.pathname}`),
  );
  if (!entry) return Response.json({ error: 'not in the corpus' }, { status: 404 });
  // Every published answer parses now; one without its amount shows how a failure is reported.
  if (entry.operation === 'GET /send/v1/pending-invites') return Response.json(withoutAmount(entry.body));
  return Response.json(asAnswered(entry));
}

function withoutAmount(body: unknown): unknown {
  const { invites, ...rest } = body as { invites: Record<string, unknown>[] };
  return { ...rest, invites: invites.map(({ amount: _a, ...invite }) => invite) };
}

describe('smoke:real', () => {
  it('reports each read as parsed, not parsed (with the zod path) or failed', async () => {
    const results = await runSmoke(testClient(fakeFetch(corpusReply)), WALLET);
    const by = Object.fromEntries(results.map((r) => [r.operation, r]));
    expect(by['GET /swap/v2/order']?.outcome).toBe('parsed');
    expect(by['GET /price/v3']?.outcome).toBe('parsed');
    expect(by['GET /lend/v1/borrow/vaults']?.outcome).toBe('parsed');
    expect(by['GET /send/v1/pending-invites']).toMatchObject({ outcome: 'not-parsed' });
    expect(by['GET /send/v1/pending-invites']?.detail.join(' ')).toContain('invites.0.amount');
    expect(by['GET /send/v1/invite-history']?.outcome).toBe('parsed');
    expect(by['GET /recurring/v1/getRecurringOrders']?.outcome).toBe('parsed');
    expect(by['GET /lend/v1/earn/positions']?.outcome).toBe('parsed');
    expect(by['GET /prediction/v1/events']).toMatchObject({ outcome: 'failed', detail: ['not in the corpus'] });
    expect(formatSmoke(results)).toMatch(/^ok {3}GET \/swap\/v1\/quote$/m);
  });

  it('calls every read once, never a write', async () => {
    const fake = fakeFetch(corpusReply);
    const results = await runSmoke(testClient(fake), WALLET);
    expect(fake.calls.map((c) => c.method)).toEqual(results.map(() => 'GET'));
  });
});
