// What the escalation settings calls answer: the schema the routes declare and the web app's type come from.
import { z } from 'zod';
import { ESCALATION_MINUTES } from './escalation';

/** The control center's delay before a request nobody takes is escalated. */
export const escalationSettingsSchema = z
  .object({ escalationMinutes: z.number().int().min(ESCALATION_MINUTES.min).max(ESCALATION_MINUTES.max).describe('Minutes a request may stay PENDING before it is escalated') })
  .meta({ id: 'EscalationSettings' });
export type EscalationSettings = z.output<typeof escalationSettingsSchema>;
