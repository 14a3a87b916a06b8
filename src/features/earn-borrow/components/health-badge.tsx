import { cn } from '../../../utils/cn';
import { healthLevel, healthText } from '../utils/borrow-view';

const tones = { success: 'text-success', warning: 'text-warning', danger: 'text-danger' } as const;

/** The health factor with its meaning in words (colour is never the only signal). */
export function HealthBadge({ health, className }: { health: number; className?: string }) {
  const { label, tone } = healthLevel(health);
  return (
    <span className={cn('font-medium', tones[tone], className)}>
      {healthText(health)} <span className="text-xs">({label})</span>
    </span>
  );
}
