import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { clearDraft, deviceStorage, hasEntries, readDraft, writeDraft } from '@/web/lib/form-drafts';
import { useSignedInUser } from './session-context';

/**
 * A long form whose entries are kept on the device for the signed-in user while it is filled (`draftName` names the
 * form): it opens with the draft, if one is kept, over `defaultValues`, and every change is kept while the values
 * differ from `defaultValues`. The caller clears the draft on submit and Cancel (`clearDraft`); signing out clears
 * all of the user's drafts, and a draft never outlives its lifetime.
 */
export function useDraftedForm<V extends FieldValues, T = V, C = unknown>(
  draftName: string,
  options: UseFormProps<V, C, T> & { defaultValues: V },
) {
  const { id: userId } = useSignedInUser();
  const [saved] = useState(() => readDraft<Partial<V>>(deviceStorage(), userId, draftName, Date.now()));
  const form = useForm<V, C, T>({ ...options, defaultValues: saved ? { ...options.defaultValues, ...saved } : options.defaultValues });

  // the starting values as they stand now (a facility renamed meanwhile is still no entry of the user's)
  const start = useRef(options.defaultValues);
  useEffect(() => {
    start.current = options.defaultValues;
  });

  const clear = useCallback(() => clearDraft(deviceStorage(), userId, draftName), [userId, draftName]);
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (hasEntries(values as V, start.current)) writeDraft(deviceStorage(), userId, draftName, values, Date.now());
      else clear();
    });
    return () => subscription.unsubscribe();
  }, [form, userId, draftName, clear]);

  return { form, clearDraft: clear };
}

/** Whether the signed-in user has a draft of this form kept when the screen opens (a form opened on demand then opens). */
export function useKeptDraft(draftName: string): boolean {
  const { id: userId } = useSignedInUser();
  const [kept] = useState(() => readDraft(deviceStorage(), userId, draftName, Date.now()) !== null);
  return kept;
}
