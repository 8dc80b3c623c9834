import { emptyRegistrationForm, type RegistrationFormValues, type RegistrationKind } from '@/domain/organisations/registration';
import { clearDraft, hasEntries, readDraft, tabDraftStorage, writeDraft } from '@/web/lib/form-drafts';

// A sign-up is typed before anyone is signed in: its draft is kept in this tab only, and never its passwords.
const OWNER = 'sign-up';

type KeptValues = Omit<RegistrationFormValues, 'password' | 'confirmPassword'>;

function kept(values: RegistrationFormValues): KeptValues {
  const copy: Partial<RegistrationFormValues> = { ...values };
  delete copy.password;
  delete copy.confirmPassword;
  return copy as KeptValues;
}

/** The form as it opens: the tab's draft of this sign-up over an empty form. */
export const registrationStart = (kind: RegistrationKind) => (): RegistrationFormValues => ({
  ...emptyRegistrationForm(),
  ...readDraft<Partial<KeptValues>>(tabDraftStorage(), OWNER, kind, Date.now()),
});

/** Keeps what is typed (passwords left out) while it holds anything. */
export function keepRegistrationDraft(kind: RegistrationKind, values: RegistrationFormValues): void {
  const entries = kept(values);
  if (hasEntries(entries, kept(emptyRegistrationForm()))) writeDraft(tabDraftStorage(), OWNER, kind, entries, Date.now());
  else clearDraft(tabDraftStorage(), OWNER, kind);
}

export const clearRegistrationDraft = (kind: RegistrationKind) => clearDraft(tabDraftStorage(), OWNER, kind);
