import { useEffect, useState } from 'react';
import { clearDraft, deviceStorage, hasEntries, readDraft, writeDraft } from '@/web/lib/form-drafts';
import { useSignedInUser } from './session-context';

/**
 * A plain form's values in React state, kept on the device for the signed-in user as useDraftedForm keeps a form's:
 * it opens with the draft, if one is kept, over `start`, and keeps the values while they differ from `start` (which
 * the caller moves to what was saved, so a save ends the draft). `start` must keep its identity between renders.
 */
export function useDraftedState<V extends object>(draftName: string, start: V) {
  const { id: userId } = useSignedInUser();
  const [values, setValues] = useState<V>(() => ({ ...start, ...readDraft<Partial<V>>(deviceStorage(), userId, draftName, Date.now()) }));
  useEffect(() => {
    if (hasEntries(values, start)) writeDraft(deviceStorage(), userId, draftName, values, Date.now());
    else clearDraft(deviceStorage(), userId, draftName);
  }, [values, start, userId, draftName]);
  return [values, setValues] as const;
}
