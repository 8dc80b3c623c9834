// The mailer, and the shape of an e-mail it sends.
export { createMailer, type Mailer, type OutgoingMail } from './mailer';
