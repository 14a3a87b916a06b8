import { describe, expect, it } from 'vitest';
import { ATTACKS } from './attacks';
import { DCA_ATTACKS } from './dca-attacks';
import { FAMILY_ATTACKS } from './family-attacks';
import { honest, run } from './kit';
import { scenarios } from './scenarios';

const all = scenarios();

describe.each(all)('$family: $action', (scenario) => {
  it('the honest transaction passes', async () => {
    expect(await run(scenario, honest(scenario))).toMatchObject({ ok: true });
  });

  const attacks = [...ATTACKS, ...FAMILY_ATTACKS, ...DCA_ATTACKS].filter((a) => a.applies?.(scenario) ?? true);
  it.each(attacks)('refuses $name', async (attack) => {
    const result = await run(scenario, attack.build(scenario));
    expect(result).toMatchObject({ ok: false, kind: 'refused' });
    expect(result.ok ? '' : result.message).toMatch(attack.refusal);
  });
});
