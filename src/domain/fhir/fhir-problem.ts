// A FHIR request TCC refuses: the status, the element's path (FHIRPath, in OperationOutcome.issue.expression) and why.
import type { OperationOutcome } from './fhir-resources';

/** OperationOutcome issue types TCC answers with. */
export type IssueType = 'invalid' | 'required' | 'code-invalid' | 'structure' | 'not-found' | 'processing' | 'security' | 'forbidden' | 'login' | 'throttled' | 'duplicate' | 'exception' | 'too-costly' | 'too-long' | 'not-supported';

export class FhirProblem extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
    readonly expression?: string,
    readonly issueType: IssueType = 'invalid',
  ) {
    super(message);
    this.name = 'FhirProblem';
  }
}

/** A zod issue's path as FHIRPath under the resource: ['performer', 0, 'display'] → ServiceRequest.performer[0].display. */
export const fhirPath = (resource: string, path: readonly PropertyKey[]) =>
  path.reduce<string>((at, part) => (typeof part === 'number' ? `${at}[${part}]` : `${at}.${String(part)}`), resource);

/** An error as FHIR answers it: one issue, naming the element at fault when one is. */
export function operationOutcome(code: IssueType, diagnostics: string, expression?: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics, ...(expression && { expression: [expression] }) }] };
}
