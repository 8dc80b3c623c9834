// An agency's crew members: the add and edit forms, the calls that take them, and what those calls refuse.
import { z } from 'zod';
import { requiredText } from '../common/form-fields';
import { CERTIFICATIONS } from './crew-members';

export const CREW_MEMBERS_PATH = '/api/crew-members';
export const crewMemberPath = (id: string) => `${CREW_MEMBERS_PATH}/${encodeURIComponent(id)}`;
export const crewInvitationPath = (id: string) => `${crewMemberPath(id)}/invitation`;

/** Where the crew app opens, as the invitation tells the crew member. */
export const CREW_APP_PATH = '/crew';

export const CREW_MEMBER_MESSAGES = {
  notFound: 'Crew member not found',
  emailTaken: 'An account with this email already exists',
  noAgency: 'Only an agency account manages crew members',
  disabledNoInvitation: 'This crew member is disabled: enable them before sending the invitation again',
} as const;

const certification = z.enum(CERTIFICATIONS, { error: `must be one of ${CERTIFICATIONS.join(', ')}` });

/** POST /api/crew-members: the new member's name, e-mail address and certification; an invitation is mailed to it. */
export const crewMemberCreateBody = z.strictObject({
  name: requiredText(200),
  email: z.email().max(254),
  certification,
});
export type CrewMemberCreateBody = z.output<typeof crewMemberCreateBody>;

/** PUT /api/crew-members/{id}: name, certification, and isActive false to disable (their sessions end), true to enable. */
export const crewMemberUpdateBody = z.strictObject({
  name: requiredText(200).optional(),
  certification: certification.optional(),
  isActive: z.boolean().optional(),
});
export type CrewMemberUpdateBody = z.output<typeof crewMemberUpdateBody>;
