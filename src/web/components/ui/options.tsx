export interface Choice {
  value: string;
  label: string;
}

/** The choices of a list of values, each with its label. */
export const labelledChoices = <V extends string>(values: readonly V[], labels: Record<V, string>): Choice[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** The <option>s of a select. */
export function Options({ choices }: { choices: readonly Choice[] }) {
  return choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));
}
