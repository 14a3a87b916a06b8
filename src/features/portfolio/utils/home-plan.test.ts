import { describe, expect, it } from 'vitest';
import { homePlan } from './home-plan';
import type { HomeRun, PortfolioItem, Section } from './model';

const W = 'Wallet1111111111111111111111111111111111111';
const item = (id: string, product: PortfolioItem['product'], run: HomeRun | null): PortfolioItem => ({
  id,
  product,
  title: id,
  holds: '',
  usd: 1n,
  details: [],
  action: run ? { verb: 'Withdraw', label: id, run } : null,
});
const section = (product: PortfolioItem['product'], items: PortfolioItem[], status: Section['status'] = 'ready') => ({
  product,
  status,
  items,
});
const borrow = (wrapped: boolean): HomeRun => ({
  kind: 'borrow',
  wallet: W,
  wrapped,
  step: { kind: 'operate', write: { vaultId: 1, positionId: 1, colAmount: -1n, debtAmount: 0n } },
});

describe('homePlan', () => {
  it('takes every actionable item of the products read, leftovers last: unwrap before closing empty accounts', () => {
    const plan = homePlan(
      [
        section('leftovers', [
          item('leftover:empty', 'leftovers', { kind: 'close-empty', wallet: W }),
          item('leftover:wsol', 'leftovers', { kind: 'unwrap', wallet: W }),
        ]),
        section('invites', [item('invite:a', 'invites', { kind: 'unwrap', wallet: W }), item('info', 'invites', null)]),
        section('earn', [item('earn:x', 'earn', { kind: 'unwrap', wallet: W })], 'loading'),
        section('borrow', [item('borrow:1', 'borrow', borrow(false))]),
      ],
      W,
    );
    expect(plan.map((i) => i.id)).toEqual(['invite:a', 'borrow:1', 'leftover:wsol', 'leftover:empty']);
  });

  it('adds an unwrap after a withdrawal of SOL collateral when no wrapped SOL is held yet', () => {
    const plan = homePlan([section('borrow', [item('borrow:1', 'borrow', borrow(true))])], W);
    expect(plan.map((i) => [i.id, i.action?.run.kind])).toEqual([
      ['borrow:1', 'borrow'],
      ['leftover:wsol', 'unwrap'],
    ]);
  });
});
