import { useMemo, useReducer } from 'react';

export interface FormState<V> {
  values: V;
  initial: V;
  tried: boolean;
}

/** What to change: some values, or a function of the current ones (several changes in one event handler). */
export type FormPatch<V> = Partial<V> | ((values: V) => Partial<V>);
export type FormEvent<V> = { set: FormPatch<V> } | { reset: Partial<V> | undefined } | 'tried';

export function formReducer<V>(state: FormState<V>, event: FormEvent<V>): FormState<V> {
  if (event === 'tried') return state.tried ? state : { ...state, tried: true };
  if ('reset' in event) return { ...state, values: { ...state.initial, ...event.reset }, tried: false };
  const set = typeof event.set === 'function' ? event.set(state.values) : event.set;
  const keys = Object.keys(set) as (keyof V)[];
  if (keys.every((k) => Object.is(state.values[k], set[k]))) return state;
  return { ...state, values: { ...state.values, ...set } };
}

function start<V>(initial: V | (() => V)): FormState<V> {
  const values = typeof initial === 'function' ? (initial as () => V)() : initial;
  return { values, initial: values, tried: false };
}

/**
 * The one form model: the raw inputs (text as typed, the choices made) in one reducer. Each form parses them on every
 * render with `parseForm` (parse-form.ts) and a zod schema built from what the page knows (balances, prices, the chosen token's
 * decimals), into its typed result with bigint amounts, or the errors to show.
 */
export function useForm<V extends object>(initial: V | (() => V)) {
  const [state, dispatch] = useReducer(formReducer<V>, initial, start);
  const actions = useMemo(
    () => ({
      set: <K extends keyof V>(field: K, value: V[K]) => dispatch({ set: { [field]: value } as unknown as Partial<V> }),
      patch: (values: FormPatch<V>) => dispatch({ set: values }),
      reset: (values?: Partial<V>) => dispatch({ reset: values }),
      /** The user tried to submit: forms that wait for it show their errors from then on. */
      markTried: () => dispatch('tried'),
    }),
    [],
  );
  return { values: state.values, tried: state.tried, ...actions };
}
