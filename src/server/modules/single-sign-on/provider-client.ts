// The client TCC is at an organisation's provider: its settings read from the issuer's discovery document, every
// request to the provider refused when it leads to a private address, so an organisation cannot make TCC call into
// TCC's own network. Tests and a developer's machine allow http and loopback issuers (SSO_ALLOW_INSECURE).
import * as oidc from 'openid-client';
import { SSO_MESSAGES } from '@/domain/session/single-sign-on-texts';
import { badRequest } from '@/server/http/errors';
import { checkedAddresses, hostOf, RefusedEndpoint } from '../webhooks';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Why an issuer cannot be used, judged before any request: its scheme. */
export function issuerProblem(issuer: string, allowInsecure: boolean): string | null {
  return !allowInsecure && new URL(issuer).protocol !== 'https:' ? SSO_MESSAGES.insecureIssuer : null;
}

/** A fetch that first checks where the URL's host leads (unless insecure providers are allowed). */
function guardedFetch(allowInsecure: boolean): oidc.CustomFetch {
  return async (url, options) => {
    if (!allowInsecure) {
      try {
        await checkedAddresses(hostOf(new URL(url)), false);
      } catch (err) {
        throw err instanceof RefusedEndpoint ? badRequest(SSO_MESSAGES.privateIssuer) : err;
      }
    }
    return fetch(url, options as RequestInit);
  };
}

/** The provider's configuration for TCC's client, from its discovery document. */
export async function providerConfiguration(settings: ProviderSettings, allowInsecure: boolean): Promise<oidc.Configuration> {
  const problem = issuerProblem(settings.issuer, allowInsecure);
  if (problem) throw badRequest(problem);
  const config = await oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
    [oidc.customFetch]: guardedFetch(allowInsecure),
    ...(allowInsecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    timeout: 10,
  });
  // discovery's own fetch is kept for the token, keys and user info requests too
  config[oidc.customFetch] = guardedFetch(allowInsecure);
  return config;
}
