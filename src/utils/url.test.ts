import { describe, expect, it } from 'vitest';
import { insecureUrlWarning } from './url';

describe('insecureUrlWarning', () => {
  it('warns about plain http:// to anything but this computer', () => {
    expect(insecureUrlWarning('http://rpc.example.com')).toMatch(/not encrypted.*https:\/\//);
    expect(insecureUrlWarning('http://192.168.1.5:8899')).not.toBeNull();
    expect(insecureUrlWarning('http://localhost.evil.com')).not.toBeNull();
    for (const ok of ['https://api.jup.ag', 'http://127.0.0.1:8787', 'http://localhost:8899', 'http://[::1]:8899']) {
      expect(insecureUrlWarning(ok), ok).toBeNull();
    }
    expect(insecureUrlWarning('not a url')).toBeNull();
  });
});
