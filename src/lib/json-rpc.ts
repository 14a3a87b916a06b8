import * as z from 'zod/mini';

const answerSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ message: z.string() })),
});

/**
 * One JSON-RPC call's result, not through web3.js: it validates and makes a PublicKey of every address an answer
 * names, for a wallet of hundreds of accounts one long task (issue 30).
 */
export async function rpcResult(endpoint: string, method: string, params: unknown[], signal?: AbortSignal) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`The RPC answered ${String(res.status)} to ${method}.`);
  const answer = answerSchema.safeParse(await res.json().catch(() => null));
  if (!answer.success || answer.data.result === undefined) {
    throw new Error(`The RPC refused ${method}: ${answer.data?.error?.message ?? 'no answer'}.`);
  }
  return answer.data.result;
}
