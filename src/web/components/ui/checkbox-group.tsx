import { Fragment, type InputHTMLAttributes, type Ref } from 'react';

/** A name such as trip.acceptance_undone is wider than half a phone: it may break after its dots and underscores. */
const withBreaks = (option: string) =>
  option.split(/(?<=[._])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/**
 * A labelled set of checkboxes sharing one name (a form's list field); each option is its own label. `checked`, when
 * given, is the ticked options held in the form's own state.
 */
export function CheckboxGroup({
  id,
  legend,
  hint,
  options,
  inputProps,
  checked,
}: {
  id: string;
  legend: string;
  hint?: string;
  options: readonly string[];
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  checked?: readonly string[];
}) {
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-blue-400 has-[:checked]:bg-blue-50"
          >
            <input
              type="checkbox"
              value={option}
              className="size-4 accent-blue-700"
              {...inputProps}
              {...(checked && { checked: checked.includes(option) })}
            />
            <span className="min-w-0 wrap-anywhere">{withBreaks(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
