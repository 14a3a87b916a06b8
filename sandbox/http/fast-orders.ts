import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getQueryParam } from 'hono/utils/url';
import { type Dialect, realAnswer, specQuery } from '../dialect/dialect';
import type { TxContext } from '../kit/tx/plan';
import type { Sandbox } from '../sandbox';
import { orderAnswer } from '../swap/http/order';
import type { OrderFamily } from '../swap/order/params';
import { corsHeaders, serverError } from './app';
import { originPolicy, type OriginPolicy } from '../edge/cors';

const ORDER_PATHS = new Map<string, OrderFamily>([
  ['/swap/v2/order', 'v2'],
  ['/ultra/v1/order', 'ultra'],
]);

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

// Orders (every settled keystroke, every 15 s per Swap page) on node:http before Hono, whose objects cost ~8 % under
// load (`npm run bench:sandbox`). The same answer as the Hono route; anything else goes on to `next`.
export function withFastOrders(
  next: Listener,
  sandbox: Sandbox,
  apiKey: string,
  allowed: OriginPolicy = originPolicy(),
  dialect: Dialect = 'spec',
): RequestListener {
  // Chosen once: the spec dialect answers as it always did, with no per-request check.
  const answerOf = dialect === 'real' ? realOrderAnswer : orderAnswer;
  return (req, res) => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const family = ORDER_PATHS.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (req.method !== 'GET' || family === undefined || req.headers['x-api-key'] !== apiKey) {
      void next(req, res);
      return;
    }
    sandbox.engine.noteActivity();
    let answer: { status: number; body: unknown };
    try {
      // Hono's own query reader, so both paths read a query string the same way.
      const query = (getQueryParam(`http://sandbox${url}`) ?? {}) as Record<string, string>;
      // The context, as the Hono routes are given: one order store per sandbox either way.
      answer = answerOf(sandbox.context, family, query);
    } catch (error) {
      answer = { status: 500, body: serverError(error) };
    }
    const text = JSON.stringify(answer.body);
    const origin = req.headers.origin;
    // The flat-list form, in the order the Hono path writes them: no header objects to build and spread.
    const head = origin === undefined ? ['vary', 'Origin'] : Object.entries(corsHeaders(origin, allowed)).flat();
    head.push('content-type', 'application/json', 'content-length', String(Buffer.byteLength(text)));
    res.writeHead(answer.status, head);
    res.end(text);
  };
}

function realOrderAnswer(ctx: TxContext, family: OrderFamily, query: Record<string, string>) {
  const path = family === 'v2' ? '/swap/v2/order' : '/ultra/v1/order';
  const answer = orderAnswer(ctx, family, specQuery(path, query));
  return { status: answer.status, body: realAnswer({ method: 'GET', path, ...answer }) };
}
