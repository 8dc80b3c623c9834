import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider) on 127.0.0.1, with a login page of its own and its own accounts:
// an account switched off here is refused by the provider, as an organisation's IT switches one off.

export interface ProviderAccount {
  email: string;
  password: string;
  name: string;
  /** Whether the provider vouches for the address (default true). */
  emailVerified?: boolean;
  /** Switched off at the provider: its login is refused. */
  disabled?: boolean;
}

export const PROVIDER_CLIENT = { clientId: 'tcc', clientSecret: 'tcc-test-client-secret-0123456789' };

const page = (uid: string, problem = '') => `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>${problem ? `<p role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}">
<label>Work e-mail <input name="email" type="email" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in to the provider</button>
</form></body></html>`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

export async function startTestProvider(opts: { redirectUris: string[] }) {
  const accounts = new Map<string, ProviderAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: PROVIDER_CLIENT.clientId,
        client_secret: PROVIDER_CLIENT.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account || account.disabled) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name }) };
    },
    // TCC asks only for sign-in scopes: the test provider grants them without a consent page
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const { uid } = await provider.interactionDetails(req, res);
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(uid));
      return;
    }
    const form = await formBody(req);
    const account = accounts.get(String(form.get('email')).toLowerCase());
    if (!account || account.password !== form.get('password')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(uid, 'Wrong e-mail or password'));
      return;
    }
    if (account.disabled) {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'This account is switched off' }, { mergeWithLastSubmission: false });
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.email } }, { mergeWithLastSubmission: false });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((err: unknown) => res.writeHead(400).end(String(err)));
    } else {
      handle(req, res);
    }
  });

  return {
    issuer,
    /** Adds or changes an account of the provider. */
    account(account: ProviderAccount) {
      accounts.set(account.email.toLowerCase(), account);
    },
    /**
     * Walks a browser's way through the provider without one: from TCC's authorization address, signs in on the
     * provider's page, and answers where the provider sends the browser back (TCC's callback with its query).
     */
    async signIn(authorizationUrl: string, email: string, password: string): Promise<URL> {
      const jar = new Map<string, string>();
      const go = async (url: string, init: RequestInit = {}) => {
        const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
        for (const cookie of res.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        return res;
      };
      let res = await go(authorizationUrl);
      const login = new URL(res.headers.get('location')!, issuer).href;
      res = await go(login, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });
      if (res.status === 200) throw new Error(`the provider refused the login: ${await res.text()}`);
      for (let hops = 0; hops < 5; hops++) {
        const next = new URL(res.headers.get('location')!, issuer);
        if (next.origin !== issuer) return next;
        res = await go(next.href);
      }
      throw new Error('the provider never sent the browser back');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;
