import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getQueryParam } from 'hono/utils/url';
import type * as z from 'zod';
import { executeV2RequestSchema } from '../../src/api/swap/schemas-v2';
import { ultraExecuteRequestSchema } from '../../src/api/ultra/schemas';
import { type Dialect, realAnswer, specQuery } from '../dialect/dialect';
import type { TxContext } from '../kit/tx/plan';
import type { Sandbox } from '../sandbox';
import { executeAnswer, orderAnswer } from '../swap/http/order';
import type { OrderFamily } from '../swap/order/params';
import { corsHeaders, MAX_BODY_BYTES, serverError } from './app';
import { originPolicy, type OriginPolicy } from '../edge/cors';

const ORDER_PATHS = new Map<string, OrderFamily>([
  ['/swap/v2/order', 'v2'],
  ['/ultra/v1/order', 'ultra'],
]);

const EXECUTE_PATHS = new Map<string, [OrderFamily, z.core.$ZodType<{ signedTransaction: string; requestId: string }>]>(
  [
    ['/swap/v2/execute', ['v2', executeV2RequestSchema]],
    ['/ultra/v1/execute', ['ultra', ultraExecuteRequestSchema]],
  ],
);

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
type Answer = { status: number; body: unknown };

const pathOf = (url: string) => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

function answerWith(res: ServerResponse, origin: string | undefined, allowed: OriginPolicy, run: () => Answer) {
  let answer: Answer;
  try {
    answer = run();
  } catch (error) {
    answer = { status: 500, body: serverError(error) };
  }
  const text = JSON.stringify(answer.body);
  // The flat-list form, in the order the Hono path writes them: no header objects to build and spread.
  const head = origin === undefined ? ['vary', 'Origin'] : Object.entries(corsHeaders(origin, allowed)).flat();
  head.push('content-type', 'application/json', 'content-length', String(Buffer.byteLength(text)));
  res.writeHead(answer.status, head);
  res.end(text);
}

/** Hono's bodyLimit lets a body of a declared length under the limit through unread: only such a body comes here. */
function declaredBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length !== undefined && req.headers['transfer-encoding'] === undefined && Number(length) <= MAX_BODY_BYTES;
}

const utf8 = new TextDecoder();

/** The body as Request.text() reads it (UTF-8, a leading BOM dropped); null when the client went away. */
function readText(req: IncomingMessage, then: (text: string | null) => void) {
  const chunks: Buffer[] = [];
  let done = false;
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (!done) then(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    done = true;
  });
  req.on('error', () => {
    if (!done) then(null);
    done = true;
  });
}

// Orders (every settled keystroke, every 15 s per Swap page) and executes on node:http before Hono, whose objects
// cost ~8 % of an order under load (`npm run bench:sandbox`). The Hono routes' answers; anything else goes to `next`.
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
    const path = pathOf(url);
    const family = req.method === 'GET' ? ORDER_PATHS.get(path) : undefined;
    const execute = req.method === 'POST' && dialect === 'spec' ? EXECUTE_PATHS.get(path) : undefined;
    if ((family === undefined && execute === undefined) || req.headers['x-api-key'] !== apiKey) {
      void next(req, res);
      return;
    }
    const { origin } = req.headers;
    if (family !== undefined) {
      sandbox.engine.noteActivity();
      // Hono's own query reader, so both paths read a query string the same way; the context, as the routes get it.
      answerWith(res, origin, allowed, () =>
        answerOf(sandbox.context, family, (getQueryParam(`http://sandbox${url}`) ?? {}) as Record<string, string>),
      );
    } else if (execute !== undefined && declaredBody(req)) {
      sandbox.engine.noteActivity();
      readText(req, (text) => {
        if (text === null) res.destroy();
        else answerWith(res, origin, allowed, () => executeAnswer(sandbox.context, execute[0], execute[1], text));
      });
    } else void next(req, res);
  };
}

function realOrderAnswer(ctx: TxContext, family: OrderFamily, query: Record<string, string>) {
  const path = family === 'v2' ? '/swap/v2/order' : '/ultra/v1/order';
  const answer = orderAnswer(ctx, family, specQuery(path, query));
  return { status: answer.status, body: realAnswer({ method: 'GET', path, ...answer }) };
}
