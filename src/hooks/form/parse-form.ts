import * as z from 'zod/mini';
import { parseAmountInput } from '../../utils/amount';

export type FormErrors = Partial<Record<string, string>>;

/** The typed result when the schema accepts the values, and the first message for each field it refuses. */
export function parseForm<O>(schema: z.ZodMiniType<O>, values: unknown): { parsed: O | null; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { parsed: result.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { parsed: null, errors };
}

/**
 * A text field read by `check` into its value, refused with the sentence `check` gives (null when fine). A refused
 * field stops the form-wide checks, which would read a value that is not there; a check that should not stop them
 * pushes its issue with `continue: true` (launch-schema.ts).
 */
export const checkedText = <T>(check: (text: string) => { value: T; problem: string | null }) =>
  z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const { value, problem } = check(text);
      if (problem === null) return value;
      ctx.issues.push({ code: 'custom', message: problem, input: text });
      return z.NEVER;
    }),
  );

/** Raw units of a typed amount; null while it is empty or unreadable (the amount field itself says why). */
export const amountText = (decimals: number) =>
  z.pipe(
    z.string(),
    z.transform((text) => {
      const parsed = parseAmountInput(text, decimals);
      return parsed.ok ? parsed.raw : null;
    }),
  );
