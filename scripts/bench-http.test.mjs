import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, HttpConnection, reconnects } from './bench-http.ts';

let server = null;
/** The server's side of each connection, to wait for the one it closes as idle. */
let accepted = [];
afterEach(async () => {
  closeAll();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r) ?? r());
  server = null;
});

async function serve(handler, keepAliveTimeout = 5000) {
  server = createServer(handler);
  server.keepAliveTimeout = keepAliveTimeout;
  accepted = [];
  server.on('connection', (socket) => accepted.push(socket));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${server.address().port}`;
}

const json = (res, body) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};

describe('the bench HTTP client', { timeout: 10_000 }, () => {
  it('opens a new connection when the server closed the last one as idle (it used to wait for ever)', async () => {
    let n = 0;
    const url = await serve((_req, res) => json(res, { n: ++n }), 100);
    const c = new HttpConnection(url);
    expect(await c.request('GET', '/')).toEqual({ n: 1 });
    const before = reconnects();
    // Until the server has closed it as idle (100 ms), not a fixed 2 s.
    await new Promise((r) => (accepted[0].destroyed ? r() : accepted[0].once('close', r)));
    expect(await c.request('GET', '/')).toEqual({ n: 2 });
    expect(reconnects()).toBe(before + 1);
  });

  it('fails a request the server never answers, and one whose connection closes under it', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/drop') req.socket.destroy();
      // '/silent' is never answered.
      else if (req.url !== '/silent') json(res, {});
    });
    await expect(new HttpConnection(url, {}, 200).request('GET', '/silent')).rejects.toThrow(/no answer within 200 ms/);
    await expect(new HttpConnection(url).request('GET', '/drop')).rejects.toThrow(/closed during a request/);
  });

  it('rejects on a status other than 2xx with the body', async () => {
    const url = await serve((_req, res) => {
      res.statusCode = 400;
      json(res, { error: 'bad' });
    });
    await expect(new HttpConnection(url).request('POST', '/x', {})).rejects.toThrow(/POST \/x: 400 .*bad/);
  });
});
