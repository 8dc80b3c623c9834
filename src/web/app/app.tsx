import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/session/session-provider';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    // navigation renders in the same batch as session changes, so signing in or out never shows a stale screen
    <BrowserRouter useTransitions={false}>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
