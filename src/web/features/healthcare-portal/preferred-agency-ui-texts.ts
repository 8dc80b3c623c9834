// The screens' words for a facility's preferred agencies in its Settings (the mark on its offers is in offer-ui-texts.ts).
import { PREFERRED_AGENCIES_MAX } from '@/domain/organisations/preferred-agencies';
import { NOTIFICATION_RADIUS } from '@/domain/trips/trip-request';

export const PREFERRED_AGENCY_UI = {
  title: 'Preferred agencies',
  intro:
    'When agencies offer the same pickup time, the offers of your preferred agencies come first, in the order below, and win such a tie at the offer deadline. An earlier pickup time always comes first.',
  loading: 'Loading preferred agencies…',
  loadFailed: 'Your preferred agencies could not be loaded.',
  retry: 'Retry',
  listLabel: 'Your preferred agencies, first preferred first',
  none: 'No preferred agencies yet: offers of the same pickup time are ranked by on-time record, then distance.',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  pick: 'Agency to add',
  choose: 'Choose an agency',
  option: (name: string, miles: number | null) => (miles === null ? name : `${name} (${miles} mi)`),
  pickHint: `Active agencies within ${NOTIFICATION_RADIUS.max} miles of your facility, nearest first, as the request form lists them.`,
  full: `You can prefer up to ${PREFERRED_AGENCIES_MAX} agencies: remove one to add another.`,
  agenciesLoading: 'Loading agencies…',
  agenciesFailed: 'The agencies to choose from could not be loaded.',
  add: 'Add',
  discard: 'Discard changes',
  save: 'Save preferred agencies',
  saving: 'Saving…',
  saved: 'Preferred agencies saved.',
  saveFailed: 'The preferred agencies could not be saved.',
  error: 'Not saved',
  dismiss: 'Dismiss',
} as const;
