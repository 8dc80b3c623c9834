// The SMS provider, and its settings.
export { type SmsProvider, type TwilioSettings, twilioSmsProvider } from './sms-provider';
