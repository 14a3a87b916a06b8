import { Hono } from 'hono';
import { submitRequestSchema, type SubmitResponse } from '../../../src/api/tx/schemas';
import { errorResponse, PARSE_ERROR, RpcError } from '../../rpc/json-rpc';
import { PLAIN, refusedAs } from '../../edge/answer';
import { readJson } from '../../edge/body';
import type { FamilyContext } from '../../kit/family';
import { Refused } from '../../kit/refused';
import { submitTransaction } from '../v1/submission';
import { handleTxRpc } from './tx-rpc';

/** `POST /tx/v1/submit` (supplement §12): `{signedTransaction}` → `{signature}`, or a 400 `{error}` naming the field. */
export function txSubmitRoutes(ctx: FamilyContext) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  app.post('/submit', async (c) => {
    const body = await readJson(c, submitRequestSchema, PLAIN);
    const outcome = submitTransaction(ctx.ledger, body.signedTransaction);
    if (!outcome.ok) throw new Refused(400, `signedTransaction: ${outcome.message}`);
    const response: SubmitResponse = { signature: outcome.signature };
    return c.json(response);
  });
  return app;
}

// `{tx_rpc_url}` (spec §4.12): errors inside a 200, as the submission endpoint and every Solana RPC answer them.
export function txRpcRoutes(ctx: FamilyContext) {
  const app = new Hono();
  app.post('/', async (c) => {
    let request: unknown;
    try {
      request = JSON.parse(await c.req.text());
    } catch {
      return c.json(errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error')));
    }
    const response = handleTxRpc(ctx.ledger, request);
    return c.json(response);
  });
  return app;
}
