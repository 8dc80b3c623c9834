import type { Config } from './config';
import type { Db } from './db/connect';
import type { CenterClock } from './modules/center-clock';
import type { Geocoder } from './modules/geocode';
import type { Mailer } from './modules/mail';
import type { OutboxWorker } from './modules/outbox';
import type { Planner } from './modules/optimize';
import type { SmsProvider } from './modules/sms';
import type { TokenService } from './modules/auth';

/** What every route module is given: the database and the services built once at start. */
export interface AppContext {
  db: Db;
  config: Config;
  /** The control center's zone (read everywhere the center's clock applies, never `config.timeZone`) and the address alerts point to. */
  center: CenterClock;
  tokens: TokenService;
  mailer: Mailer;
  /** Delivers the e-mail and text messages recorded in the outbox. */
  outbox: OutboxWorker;
  /** Runs route and dispatch planning on a thread of its own. */
  planner: Planner;
  /** The SMS provider, or null when none is configured. */
  sms: SmsProvider | null;
  /** One geocoder (and its cache) for the lookup call and the address edits that look coordinates up again. */
  geocoder: Geocoder;
  /** The moment a request is judged against (a transport scheduled long ago is refused); tests fix it. */
  now(): Date;
}
