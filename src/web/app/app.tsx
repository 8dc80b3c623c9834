import { SessionProvider } from '../features/session';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    // routes follow the browser's address; a navigation renders in the same batch as the session change that made
    // it, so signing in or out never shows a stale screen
    <SessionProvider>
      <AppRoutes />
    </SessionProvider>
  );
}
