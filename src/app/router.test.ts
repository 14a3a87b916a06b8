import { describe, expect, it } from 'vitest';
import { loadPage } from './router';

describe('loadPage', () => {
  it("loads the page main.tsx renders first: '/' is Swap's, a token's own page, and anything else not found", async () => {
    expect(await loadPage('/')).toBe((await import('./routes/swap')).Component);
    expect(await loadPage('/launch/So11111111111111111111111111111111111111112')).toBe(
      (await import('./routes/launch-token-detail')).Component,
    );
    expect(await loadPage('/invites/claim')).toBe((await import('./routes/send-invites')).Component);
    expect(await loadPage('/nowhere')).toBe((await import('./routes/not-found')).Component);
  });
});
