import { REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { ORG_UI } from './org-ui-texts';
import { isBlank, type FormIssue } from './schema-resolver';

/**
 * Words a facility or agency form problem for the person filling it in: a blank required field is "X is required";
 * e-mail, ZIP, length and non-numeric coordinates get their own text; the rest keeps the schema's (spec) text.
 */
export const orgFormMessage =
  (labels: Record<string, string>, required: readonly string[]) =>
  ({ field, issue, value }: FormIssue): string => {
    const label = labels[field] ?? field;
    if (required.includes(field) && isBlank(value)) return ORG_UI.requiredField(label);
    if (field === 'email') return ORG_UI.invalidEmail;
    if (field === 'zipCode') return ORG_UI.invalidZip;
    if (typeof value === 'number' && Number.isNaN(value)) return REGISTRATION_MESSAGES.coordinatesNotNumeric;
    if (issue.code === 'too_big') return ORG_UI.tooLong(label, Number(issue.maximum));
    return issue.message;
  };
