// Bell notices, alerts and who hears them, patient texts and notification settings: what the application and the other modules use.
export { alertInserts, alertParameters, type AlertParameters, type AlertRecipient, type AlertSettings, alertShape, type AlertShape, alertUsers, alertWrites, type AlertWrites, allAlerts, recipientZoneJson, savedSettingsJson } from './alerts';
export { INBOUND_SMS_PATH, inboundSmsRoutes } from './inbound-sms';
export { notifyAdmins, notifyUsers } from './notify';
export { purgeEndedSeriesContacts, purgeEndedTripContacts } from './patient-contact-retention';
export { type PatientContact, patientContactOfTrip, patientTexts } from './patient-texts';
export { connectionTestRoutes, notificationRoutes, notificationSettingsRoutes } from './routes';
export { agencyStaff, alertFacts, controlCenterStaff, hospitalStaff } from './trip-notices';
