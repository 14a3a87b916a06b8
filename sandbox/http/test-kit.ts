import { request } from 'node:http';

/** A request with exactly the headers given, Host included (fetch does not let a caller set Host). */
export function rawRequest(url: string, headers: Record<string, string>, method = 'GET', body = '') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method, headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
