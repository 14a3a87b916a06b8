import type { ChangeEventHandler, ComponentProps } from 'react';
import { usePendingText } from '../../hooks/form/use-pending-text';
import { Field } from './field';

/**
 * A text Field whose keystroke re-renders only itself: the form's update (`onChange`) runs in a transition. For
 * fields of big forms where one keystroke would re-render the page (issue 30); `onChange` must keep what was typed
 * as it is, or the field would show the typed text for a moment before the form's.
 */
export function PendingField({
  value,
  onChange,
  ...props
}: ComponentProps<typeof Field> & { value: string; onChange: ChangeEventHandler<HTMLInputElement> }) {
  const [shown, change] = usePendingText(value);
  return <Field {...props} value={shown} onChange={(e) => change(e.target.value, () => onChange(e))} />;
}
