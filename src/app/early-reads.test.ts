import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, testClient } from '../api/fake-fetch';
import { getEarnTokens } from '../api/lend/endpoints';
import { EARLY_READS, startEarlyReads } from './early-reads';

afterEach(() => vi.unstubAllGlobals());

describe('startEarlyReads', () => {
  it('sends Earn’s first read with the saved API settings, and nothing for a page without one', async () => {
    const early = { sent: vi.fn(() => new Promise<Response>(() => {})) };
    vi.stubGlobal('fetch', early.sent);
    startEarlyReads('/swap');
    expect(early.sent).not.toHaveBeenCalled();
    startEarlyReads('/earn');
    expect(early.sent).toHaveBeenCalledWith('http://127.0.0.1:8787/lend/v1/earn/tokens', expect.anything());
    const fake = fakeFetch({ json: [] });
    await getEarnTokens(testClient(fake));
    expect(EARLY_READS['/earn']).toEqual([fake.last.url.pathname]);
  });
});
