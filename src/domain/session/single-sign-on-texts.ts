// Single sign-on with an organisation's own OpenID Connect provider: its paths, limits and every sentence it shows,
// kept apart from its schemas so that the login screen carries no schema library.

/** Where the sign-in calls live (the provider sends the browser back to `callback`) and where the web app lands. */
export const SSO_PATHS = {
  base: '/api/auth/sso',
  find: '/api/auth/sso/find',
  start: '/api/auth/sso/start',
  callback: '/api/auth/sso/callback',
  exchange: '/api/auth/sso/exchange',
  settings: '/api/single-sign-on',
  review: '/api/tcc/single-sign-on',
  /** The web app's page the callback sends the browser to, with `#code=` or `#error=` (a fragment never reaches a log). */
  landing: '/sso',
} as const;

/** How long a started sign-in may take at the provider, and how long the web app has to collect its session. */
export const SSO_ATTEMPT_MINUTES = 10;
export const SSO_HANDOFF_SECONDS = 60;
export const SSO_MAX_DOMAINS = 20;

// a host name of at least two labels, lower-cased; no scheme, port or path
export const SSO_DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const SSO_MESSAGES = {
  issuer: 'Enter the issuer as a web address, e.g. https://login.example.org',
  clientId: 'Enter the client ID your identity provider gave TCC',
  clientSecret: 'Enter the client secret your identity provider gave TCC',
  domain: 'Enter each e-mail domain as a name such as example.org, one per line',
  tooManyDomains: `At most ${SSO_MAX_DOMAINS} e-mail domains`,
  domainTaken: 'Another organisation already signs in with one of these e-mail domains',
  insecureIssuer: 'The issuer must be an https address',
  privateIssuer: 'The issuer must be on the public internet',
  unreachableIssuer: "TCC could not read this identity provider's settings. Check the issuer address.",
  notConfigured: 'Single sign-on is not set up for this organisation',
  unknownDomain: 'One of these domains is not among the organisation\'s e-mail domains',
  /** Password sign-in refused for an organisation that turned it off: {name} is the organisation. */
  passwordOff: (name: string) => `${name} signs in through its own sign-in. Use "Sign in with ${name}" below.`,
  approved: 'Account approved',
  noSuchMember: 'No account awaiting approval with this id',
  noSuchConnection: 'No single sign-on with this id',
} as const;

/** Why a single sign-on did not open a session: the callback sends the code, the web app shows the sentence. */
export const SSO_FAILURES = {
  refused: 'Your organisation\'s sign-in refused this account. If it was switched off, ask your organisation\'s IT team.',
  expired: 'This sign-in took too long or was already used. Please start again.',
  emailNotVerified: 'Your organisation\'s sign-in did not confirm your e-mail address, so TCC cannot sign you in with it.',
  domainNotOwned: 'Your e-mail address is not one of the domains this organisation signs in with.',
  otherOrganisation: 'Your e-mail address belongs to an account of another organisation. Please contact the TCC team.',
  awaitingApproval: 'You have joined your organisation on TCC. Your account is waiting for your organisation\'s approval; sign in again once it is approved.',
  accountDisabled: 'This account is not active on TCC. Please contact the TCC team.',
  notLinked:
    "Your account was made before your organisation's sign-in, and the TCC team has not yet confirmed your organisation's e-mail domain. Sign in with your password for now.",
  failed: 'Signing in with your organisation did not work. Please try again or contact the TCC team.',
} as const;
export type SsoFailure = keyof typeof SSO_FAILURES;
export const isSsoFailure = (code: string): code is SsoFailure => Object.hasOwn(SSO_FAILURES, code);

/** The words of the login button and the landing page. */
export const SSO_TEXTS = {
  signInWith: (name: string) => `Sign in with ${name}`,
  landingTitle: 'Sign in with your organisation',
  landingBusy: 'Signing you in…',
  backToLogin: 'Back to sign in',
} as const;

/** The e-mail domain of an address, lower-cased, or null. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email.trim().slice(at + 1).toLowerCase();
  return SSO_DOMAIN.test(domain) ? domain : null;
}
