/** The <option>s of a select whose values are their own labels. */
export const choiceOptions = (values: readonly string[]) =>
  values.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));
