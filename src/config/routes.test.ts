import { describe, expect, it } from 'vitest';
import { routeAt, subPageTitle, traderProfilePath } from './routes';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('predictions sub-pages', () => {
  it('are pages of the predictions section, with titles of their own', () => {
    expect(routeAt('/predictions/leaderboard')).toBe('predictions');
    expect(routeAt(traderProfilePath(WALLET))).toBe('predictions');
    expect(subPageTitle('/predictions/leaderboard/')).toBe('Leaderboard · Predictions');
    expect(subPageTitle(traderProfilePath(WALLET))).toBe('Trader 9WzD…AWWM · Predictions');
    expect(subPageTitle('/predictions/profile/not-a-wallet')).toBe('Trader not found · Predictions');
  });

  it('leave other paths to the route table', () => {
    expect(subPageTitle('/predictions')).toBeNull();
    expect(subPageTitle(`/predictions/profile/${WALLET}/more`)).toBeNull();
    expect(routeAt('/predictions/elsewhere')).toBeUndefined();
    expect(routeAt('/predictions')).toBe('predictions');
  });
});
