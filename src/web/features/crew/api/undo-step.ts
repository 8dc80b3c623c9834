import type { stepUndoAnswer } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/crew/steps/{id}/undo: takes back a step the server has recorded, within the undo time. */
export const undoRecordedStep = (stepId: string) => apiRequest<typeof stepUndoAnswer>(CREW_PATHS.undoStep(stepId), { method: 'POST' });
