// Sign-in, sessions, tokens, registrations, passwords and users: what the application and the other modules use.
export { createControlCenterUser } from './admin-users';
export { disablePublishedDemoLogins } from './demo-logins';
export { newInvitation, unknowablePasswordHash } from './invitations';
export { resolveJwtSecret } from './jwt-secret';
export { type LoginContext, openSession } from './login';
export { purgeExpiredAuthRows } from './login-throttle';
export { newPasswordProblem } from './password-policy';
export { publicConfigRoutes } from './public-config-routes';
export { authRoutes } from './routes';
export { createSessionCache, type SessionCache } from './session-cache';
export { revokeSessions } from './session-revocation';
export { loadSessionUser } from './session-user';
export { createTokenService, type TokenService } from './tokens';
export { twoFactorRoutes } from './two-factor-routes';
