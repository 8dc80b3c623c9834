// What facilities and agencies share (registration review, name and e-mail changes, list queries, deletion): what the other modules use.
export { afterIdentitySave, confirmEmailChange } from './email-confirmation';
export { assertNameFree, awaitingReviewNote, heldIdentityChange, type OrgTable, pendingOf, withUniqueName } from './identity-change';
export { reviewIdentityChange } from './identity-review';
export { deleteGuarded, deleteStaff, staffInTripHistory } from './org-delete';
export { listOrgNames, orgListOrder, orgListWhere } from './org-list';
export { applyActiveChange } from './org-users';
export { reviewOrganisation } from './review';
export type { ReviewDecision } from './review-notice';
