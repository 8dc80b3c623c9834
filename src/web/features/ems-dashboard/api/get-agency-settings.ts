import { useQuery } from '@tanstack/react-query';
import type { agencySettingsSchema } from '@/domain/organisations/agency-answers';
import { requestData } from '@/web/lib/api-client';
import { emsKeys } from './ems-trip-keys';

export const AGENCY_SETTINGS_PATH = '/api/auth/ems/agency';

/** GET /api/auth/ems/agency: the caller's own agency as the Settings form reads it. */
export const useAgencySettings = () =>
  useQuery({ queryKey: emsKeys.settings, queryFn: ({ signal }) => requestData<typeof agencySettingsSchema>(AGENCY_SETTINGS_PATH, { signal }) });
