// The TCC server as the benchmark runs it: its own process on loopback, and a signed-in token for it.
import { buildServerIfStale, SERVER_BUNDLE } from '../scripts/server-build.mjs';
import type { SessionUser } from '../src/domain/session/session-answers';
import { freePort, type ServerProcess, startServer } from './server-process';

/** Starts the compiled server, as `npm start` does, on a free loopback port; `env` chooses the database and the data (DATA_DIR or DATABASE_URL, SEED_DEMO). */
export async function startTcc(env: Record<string, string | undefined>): Promise<ServerProcess> {
  await buildServerIfStale();
  const port = String(await freePort());
  const base = { PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: undefined };
  return startServer(SERVER_BUNDLE, { ...base, ...env }, '/health');
}

/** Signs in through a login path (the control center's by default) and answers the session: token and user. */
export async function signInSession(baseUrl: string, email: string, password: string, loginPath = '/api/auth/login') {
  const res = await fetch(baseUrl + loginPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: SessionUser };
}

/** Signs in through a login path (the control center's by default) and answers the bearer token. */
export async function signIn(baseUrl: string, email: string, password: string, loginPath = '/api/auth/login'): Promise<string> {
  return (await signInSession(baseUrl, email, password, loginPath)).token;
}
