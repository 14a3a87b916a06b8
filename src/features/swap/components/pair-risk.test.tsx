// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unknownTokenInfo, type TokenInfo } from '../../../lib/token-info';
import { useRiskAck } from '../hooks/use-risk-ack';
import { PairRisk } from './pair-risk';

const MINT = 'CAT1111111111111111111111111111111111111111';
const sus: TokenInfo = {
  ...unknownTokenInfo(MINT, 6),
  symbol: 'SCAT',
  warnings: [{ kind: 'suspicious', severity: 'danger', label: 'Suspicious', description: 'Flagged as suspicious.' }],
};

describe('PairRisk', () => {
  it('asks once per token and remembers the answer in storage', () => {
    localStorage.clear();
    const { rerender } = render(<PairRisk tokens={[sus]} />);
    const section = screen.getByRole('region', { name: 'SCAT risk' });
    expect(section.textContent).toContain('Not verified');
    expect(section.textContent).toContain('Flagged as suspicious.');
    fireEvent.click(screen.getByRole('button', { name: 'I understand, trade it' }));
    rerender(<PairRisk tokens={[sus]} />);
    expect(screen.queryByRole('button', { name: 'I understand, trade it' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('trading-app:swap-risk-acknowledged') ?? '[]')).toEqual([MINT]);
    expect(useRiskAck.getState().mints).toContain(MINT);
  });
});
