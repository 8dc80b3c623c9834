import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { messageSchema } from '@/domain/session/session-answers';
import { SSO_PATHS } from '@/domain/session/single-sign-on-texts';
import { type SsoSettingsBody, type ssoReviewItemSchema, type ssoReviewListSchema, type ssoSettingsSchema } from '@/domain/session/single-sign-on';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';

const settingsKey = ['single-sign-on'] as const;

/** GET the organisation's single sign-on and the newcomers awaiting approval. */
export const useSingleSignOnSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => requestData<typeof ssoSettingsSchema>(SSO_PATHS.settings, { signal }) });

/** PUT the organisation's provider, domains and choices. */
export function useSaveSingleSignOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => requestData<typeof ssoSettingsSchema>(SSO_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });
}

/** POST …/pending/{id}/approve: a newcomer who joined through the provider may sign in. */
export function useApproveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestData<typeof messageSchema>(resourcePath(`${SSO_PATHS.settings}/pending`, id, 'approve'), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

const reviewKey = ['single-sign-on', 'review'] as const;

/** GET every organisation's single sign-on (the control center). */
export const useSingleSignOnReviews = () =>
  useQuery({ queryKey: reviewKey, queryFn: ({ signal }) => requestData<typeof ssoReviewListSchema>(SSO_PATHS.review, { signal }) });

/** PUT one organisation's verified domains and whether its staff may sign in with a password. */
export function useReviewSingleSignOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; verifiedDomains: string[]; passwordSignIn: boolean }) =>
      requestData<typeof ssoReviewItemSchema>(resourcePath(SSO_PATHS.review, id), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
  });
}
