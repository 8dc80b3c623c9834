// Single sign-on with an organisation's own OpenID Connect provider: the settings its administrator keeps, the
// control center's review of its e-mail domains, and the sign-in calls' bodies and answers.
import { z } from 'zod';
import { SSO_DOMAIN, SSO_MAX_DOMAINS, SSO_MESSAGES } from './single-sign-on-texts';

const domainText = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SSO_DOMAIN, SSO_MESSAGES.domain);

/** PUT /api/single-sign-on: the organisation's provider; an empty client secret keeps the one saved. */
export const ssoSettingsBody = z.strictObject({
  issuer: z.string().trim().max(500).pipe(z.url({ protocol: /^https?$/, error: SSO_MESSAGES.issuer })),
  clientId: z.string().trim().min(1, SSO_MESSAGES.clientId).max(300, SSO_MESSAGES.clientId),
  clientSecret: z.string().trim().max(500, SSO_MESSAGES.clientSecret).default(''),
  domains: z.array(domainText).min(1, SSO_MESSAGES.domain).max(SSO_MAX_DOMAINS, SSO_MESSAGES.tooManyDomains),
  autoJoin: z.boolean(),
  passwordSignIn: z.boolean(),
  enabled: z.boolean(),
});
export type SsoSettingsBody = z.input<typeof ssoSettingsBody>;

export const ssoDomainSchema = z.object({ domain: z.string(), verified: z.boolean() });

/** The settings as the organisation's screen shows them: never the client secret, only whether one is saved. */
export const ssoSettingsSchema = z
  .object({
    configured: z.boolean(),
    issuer: z.string(),
    clientId: z.string(),
    hasClientSecret: z.boolean(),
    domains: z.array(ssoDomainSchema),
    autoJoin: z.boolean(),
    passwordSignIn: z.boolean(),
    enabled: z.boolean(),
    redirectUri: z.string(),
    pending: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  })
  .meta({ id: 'SingleSignOnSettings' });
export type SsoSettings = z.output<typeof ssoSettingsSchema>;

/** One organisation's single sign-on as the control center reviews it. */
export const ssoReviewItemSchema = z
  .object({
    id: z.string(),
    organisationName: z.string(),
    organisationKind: z.enum(['HOSPITAL', 'AGENCY']),
    issuer: z.string(),
    domains: z.array(ssoDomainSchema),
    autoJoin: z.boolean(),
    passwordSignIn: z.boolean(),
    enabled: z.boolean(),
  })
  .meta({ id: 'SingleSignOnReview' });
export const ssoReviewListSchema = z.array(ssoReviewItemSchema);
export type SsoReviewItem = z.output<typeof ssoReviewItemSchema>;

/** PUT /api/tcc/single-sign-on/{id}: the domains the control center has checked belong to the organisation, and password sign-in turned back on to recover. */
export const ssoReviewBody = z.strictObject({
  verifiedDomains: z.array(domainText).max(SSO_MAX_DOMAINS, SSO_MESSAGES.tooManyDomains),
  passwordSignIn: z.boolean(),
});

/** POST /api/auth/sso/find: the e-mail typed on the login screen. */
export const ssoFindBody = z.strictObject({ email: z.string().trim().max(254) });
export const ssoFoundSchema = z.object({ connectionId: z.string(), organisationName: z.string() }).nullable();

/** POST /api/auth/sso/start: which organisation's provider; answers the address to send the browser to. */
export const ssoStartBody = z.strictObject({ connectionId: z.string().max(200) });
export const ssoStartedSchema = z.object({ url: z.string() });

/** GET /api/auth/sso/callback: what the provider sends back, checked by openid-client (other parameters pass to it too). */
const providerParam = z.string().max(4000).optional();
export const ssoCallbackQuery = z.looseObject({ code: providerParam, state: providerParam, iss: providerParam, error: providerParam, error_description: providerParam });

/** POST /api/auth/sso/exchange: the one-time code the callback handed to the web app. */
export const ssoExchangeBody = z.strictObject({ code: z.string().min(1).max(200) });
