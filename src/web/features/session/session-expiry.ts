import type { SessionUser } from '@/domain/session/session-answers';
import { paths } from '@/web/app/paths';
import { forgetExpiredSession, readExpiredSession, rememberExpiredSession, takeReturnPlace, tabStorage } from '@/web/lib/expired-session';

/** The login a user signs in at: the control center's at /login, the crew's at /crew, the portals' inside the logged-out app. */
export type SignInDoor = 'admin' | 'healthcare' | 'ems' | 'crew';

const DOORS: Record<SessionUser['userType'], SignInDoor> = { ADMIN: 'admin', USER: 'admin', HEALTHCARE: 'healthcare', EMS: 'ems', CREW: 'crew' };
export const signInDoorOf = (userType: SessionUser['userType']): SignInDoor => DOORS[userType];

const LOGIN_ROUTES: Record<SignInDoor, string> = { admin: paths.adminLogin, healthcare: paths.home, ems: paths.home, crew: paths.crew };
/** Where a user goes once their session has ended with a 401: the route that shows their own login. */
export const loginRouteOf = (user: SessionUser) => LOGIN_ROUTES[signInDoorOf(user.userType)];

/** Where signing out leaves a user: the crew at its own login, everyone else at the role selection. */
export const signedOutRouteOf = (user: SessionUser | null) => (user && signInDoorOf(user.userType) === 'crew' ? paths.crew : paths.home);

/** A 401 ended this user's session on the screen they are on now. */
export function noteExpiredSession(user: SessionUser): void {
  rememberExpiredSession(tabStorage(), user, `${window.location.pathname}${window.location.search}`);
}

/** The door whose login should say the session expired, if a session in this tab did. */
export function expiredSessionDoor(): SignInDoor | null {
  const record = readExpiredSession(tabStorage());
  return record ? signInDoorOf(record.userType) : null;
}

/** After a sign-in: the screen the same user was on when their session expired, else null. */
export const returnPlaceFor = (user: SessionUser) => takeReturnPlace(tabStorage(), user.id);

/** Signing out (or starting fresh) leaves nothing to return to. */
export const forgetExpiredSessionHere = () => forgetExpiredSession(tabStorage());

/** The crew's app opens without signal, so its stored session stands while the server cannot be reached. */
export const keepsSessionOffline = (user: SessionUser) => signInDoorOf(user.userType) === 'crew';
