import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer, doneAnswer, ListAnswer } from '@/domain/common/answers';
import type { credentialViewSchema } from '@/domain/credentials/credential-answers';
import { CREDENTIALS_PATH, credentialPath, type CredentialCreateBody, type CredentialUpdateBody } from '@/domain/credentials/credential-forms';
import type { crewMemberSchema } from '@/domain/crew/crew-member-answers';
import { CREW_MEMBERS_PATH } from '@/domain/crew/crew-member-forms';
import type { unitViewSchema } from '@/domain/units/unit-answers';
import { apiRequest } from '@/web/lib/api-client';

export const credentialKeys = { all: ['credentials'] as const, list: (lapsing: boolean) => ['credentials', { lapsing }] as const };

/** GET /api/credentials: the caller's credentials (the control center's: `lapsing`, expired or expiring within 30 days). */
export const useCredentials = (lapsing = false) =>
  useQuery({
    queryKey: credentialKeys.list(lapsing),
    queryFn: async ({ signal }) =>
      (await apiRequest<ListAnswer<typeof credentialViewSchema>>(lapsing ? `${CREDENTIALS_PATH}?lapsing=true` : CREDENTIALS_PATH, { signal })).data,
  });

/** A credential write; afterwards the lists (and the units, whose first expiry shows) are read again. */
function useCredentialWrite<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialKeys.all }) });
}

/** POST /api/credentials. */
export const useCreateCredential = () =>
  useCredentialWrite(async (body: CredentialCreateBody) => (await apiRequest<DataAnswer<typeof credentialViewSchema>>(CREDENTIALS_PATH, { method: 'POST', body })).data);

/** PUT /api/credentials/{id}: a new expiry date is a renewal. */
export const useUpdateCredential = () =>
  useCredentialWrite(
    async ({ id, body }: { id: string; body: CredentialUpdateBody }) =>
      (await apiRequest<DataAnswer<typeof credentialViewSchema>>(credentialPath(id), { method: 'PUT', body })).data,
  );

/** DELETE /api/credentials/{id}. */
export const useRemoveCredential = () =>
  useCredentialWrite(async (id: string) => {
    await apiRequest<typeof doneAnswer>(credentialPath(id), { method: 'DELETE' });
  });

/** Who a credential may be recorded for: the agency's units and crew members, by number and name. */
export const useCredentialHolders = (enabled: boolean) =>
  useQuery({
    queryKey: ['credentials', 'holders'],
    enabled,
    queryFn: async ({ signal }) => {
      const [units, crew] = await Promise.all([
        apiRequest<ListAnswer<typeof unitViewSchema>>('/api/units', { signal }),
        apiRequest<ListAnswer<typeof crewMemberSchema>>(CREW_MEMBERS_PATH, { signal }),
      ]);
      return { units: units.data.map((u) => ({ id: u.id, name: u.unitNumber })), crew: crew.data.map((m) => ({ id: m.id, name: m.name })) };
    },
  });
