// Whose endpoints a caller manages: the control center's (its administrators and users), its own facility's, or its
// own agency's. Every read and write of an endpoint is scoped by this, so another organisation's is never found.
import { eq, type SQL } from 'drizzle-orm';
import { WEBHOOK_MESSAGES } from '@/domain/webhooks/webhook-forms';
import { webhookEndpoints, type WebhookOwnerKind } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';

export interface WebhookOwner {
  ownerKind: WebhookOwnerKind;
  hospitalId: string | null;
  agencyId: string | null;
}

/** The caller's organisation; 403 for an account that belongs to none. */
export function ownerOf(caller: Caller): WebhookOwner {
  if (caller.userType === 'ADMIN' || caller.userType === 'USER') return { ownerKind: 'CONTROL_CENTER', hospitalId: null, agencyId: null };
  if (caller.userType === 'HEALTHCARE' && caller.hospitalId) return { ownerKind: 'HOSPITAL', hospitalId: caller.hospitalId, agencyId: null };
  if (caller.userType === 'EMS' && caller.agencyId) return { ownerKind: 'AGENCY', hospitalId: null, agencyId: caller.agencyId };
  throw forbidden(WEBHOOK_MESSAGES.noOrganisation);
}

/** The endpoints of this owner. */
export function ownedBy(owner: WebhookOwner): SQL {
  const e = webhookEndpoints;
  if (owner.ownerKind === 'HOSPITAL') return eq(e.hospitalId, owner.hospitalId!);
  if (owner.ownerKind === 'AGENCY') return eq(e.agencyId, owner.agencyId!);
  return eq(e.ownerKind, 'CONTROL_CENTER');
}
