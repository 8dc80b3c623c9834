// The wording of an agency's trip details panel, where the spec gives none; field labels are the request wizard's own.

import type { TripContact } from '@/domain/trips/trip-answers';

export const TRIP_PANEL_UI = {
  open: 'Details',
  // the button's name starts with its visible word, so "click Details" finds it (WCAG 2.5.3 Label in Name)
  openLabel: (patientId: string) => `Details, patient ${patientId}`,
  title: (patientId: string) => `Trip for patient ${patientId}`,
  close: 'Close',
  loading: 'Loading the trip details…',
  loadFailed: 'The trip details could not be loaded.',
  retry: 'Try again',
  needsLabel: 'Needs',
  sections: { clinical: 'Clinical', trip: 'Trip', contacts: 'Contacts' },
  fields: { priority: 'Priority', readyWindow: 'Ready window' },
  contactRoles: { requester: 'Requesting facility', pickup: 'Pickup', destination: 'Destination' } satisfies Record<TripContact['role'], string>,
  contactsLoading: 'Loading contacts…',
  contactsFailed: 'The contacts could not be loaded.',
  noContacts: 'No phone number or e-mail is on file for this trip.',
  phone: (number: string) => `Call ${number}`,
  email: (address: string) => `E-mail ${address}`,
} as const;
