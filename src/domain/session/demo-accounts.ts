import type { DemoAccount } from './session-answers';

/** Demo sign-ins seeded with the demo data; the logged-out screens show them only while demo mode is on. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', email: 'admin@tcc.local', password: 'admin1234' },
  { role: 'user', email: 'user@tcc.local', password: 'user12345' },
  { role: 'healthcare', email: 'nurse@riverside-general.org', password: 'health1234' },
  { role: 'ems', email: 'dispatch@metro-ems.com', password: 'ems123456' },
  // two crew members of Metro EMS, who may share a unit; their password names neither address
  { role: 'crew', email: 'medic@metro-ems.com', password: 'crew123456' },
  { role: 'crew', email: 'emt@metro-ems.com', password: 'crew123456' },
];
