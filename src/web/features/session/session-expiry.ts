import type { SessionUser } from '@/domain/session/session-answers';
import { paths } from '@/web/app/paths';
import { forgetExpiredSession, readExpiredSession, rememberExpiredSession, takeReturnPlace, tabStorage } from '@/web/lib/expired-session';

/** The login a user signs in at: the control center's at /login, the portals' inside the logged-out app. */
export type SignInDoor = 'admin' | 'healthcare' | 'ems';

export const signInDoorOf = (userType: SessionUser['userType']): SignInDoor =>
  userType === 'HEALTHCARE' ? 'healthcare' : userType === 'EMS' ? 'ems' : 'admin';

/** Where a user goes once their session has ended with a 401: the route that shows their own login. */
export const loginRouteOf = (user: SessionUser) => (signInDoorOf(user.userType) === 'admin' ? paths.adminLogin : paths.home);

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
