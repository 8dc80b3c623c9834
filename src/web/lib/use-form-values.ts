import { useState, type ChangeEvent } from 'react';

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * A plain form's values in React state, for forms checked on submit whose inputs must be read while typing (the
 * registration's coordinate lookup): logged-out screens skip the form library. `text` binds an input or a select,
 * `checkboxes` a list of checkboxes sharing one name.
 */
export function useFormValues<V extends { [K in keyof V]: string | string[] }>(initial: () => V) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: KeysOf<V, string>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, event.target.value as V[typeof name]),
  });
  // the checked values in the options' order, whatever the order they were clicked in
  const checkboxes = (name: KeysOf<V, string[]>, options: readonly string[]) => ({
    name,
    onChange: ({ target: { value, checked } }: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => {
        const list = current[name] as string[];
        return { ...current, [name]: options.filter((o) => (o === value ? checked : list.includes(o))) };
      }),
  });
  return { values, set, text, checkboxes };
}
