// The screens' words for compare-offers requests: the wizard's choice, the facility's offers and the agency's offer form.
import { OFFER_DEADLINE_MINUTES, REOFFER_MINUTES } from '@/domain/trips/pickup-offers';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export const OFFER_UI = {
  /** The pickup time the awarded agency committed to, beside the scheduled time wherever the trip is shown. */
  committedPickup: 'Committed pickup',
  wizard: {
    legend: 'How agencies answer',
    firstToAcceptHint: 'The first agency to accept takes the transport.',
    compareHint: 'Agencies offer the pickup time they commit to; you award one, or the earliest in your ready window wins at the deadline.',
    deadline: 'Offer deadline (minutes)',
    deadlineHint: `Offers close this many minutes after the request (${OFFER_DEADLINE_MINUTES.min}–${OFFER_DEADLINE_MINUTES.max}).`,
    /** The Review step's line on how the request is taken. */
    reviewMode: (compare: boolean, minutes: string) => `How agencies answer: ${compare ? `compare offers, closing ${minutes} minutes after the request` : 'first to accept'}`,
  },
  facility: {
    title: 'Pickup offers',
    /** A list row's note; `count` is null where the caller is not told it. */
    rowNote: (count: number | null) =>
      count === null
        ? 'Comparing offers: open the details to award one'
        : count === 0
          ? 'Comparing offers: none in yet'
          : `Comparing offers: ${count} ${count === 1 ? 'offer' : 'offers'} in, open the details to award one`,
    closesAt: (when: string) => `Offers close at ${when}.`,
    closed: 'Offers are closed.',
    none: 'No offers yet. They appear here as agencies send them.',
    loadFailed: 'The offers could not be loaded.',
    tableLabel: 'Pickup offers, earliest first',
    columns: { agency: 'Agency', pickup: 'Pickup', onTime: 'On time', status: 'Offer', action: '' },
    onTime: (rate: number | null) => (rate === null ? 'No record' : percent(rate)),
    preferred: 'Preferred',
    award: 'Award',
    awardLabel: (agency: string) => `Award the transport to ${agency}`,
    awardFailed: 'The offer could not be awarded.',
    /** An agency's answer in Agencies asked, by its pickup offer's state. */
    answer: {
      OFFERED: (pickup: string) => `Offered pickup ${pickup}`,
      TO_CONFIRM: (pickup: string) => `Offered pickup ${pickup}, to confirm`,
      AWARDED: (pickup: string) => `Awarded, pickup ${pickup}`,
      NOT_AWARDED: () => 'Offer not awarded',
      WITHDRAWN: () => 'Offer withdrawn',
    },
    awardMessage: (agency: string, pickup: string) => `${agency} is awarded the transport, committing to pick up at ${pickup}. The other offers close.`,
    unit: (unit: string) => `unit ${unit}`,
  },
  changeRequest: {
    title: 'Change time or destination',
    time: 'Scheduled time',
    destination: 'Destination',
    keepDestination: (name: string) => `${name} (unchanged)`,
    save: 'Save changes',
    failed: 'The request could not be changed.',
    saved: 'The request is changed.',
    toConfirm: `Every agency that offered is asked to confirm or change its offer within ${REOFFER_MINUTES} minutes.`,
  },
  agency: {
    closesAt: (when: string) => `Offers close at ${when}`,
    pickupLabel: (patientId: string) => `Pickup time you commit to for ${patientId}`,
    offer: 'Offer pickup time',
    change: 'Change offer',
    withdraw: 'Withdraw',
    withdrawLabel: (patientId: string) => `Withdraw your offer for ${patientId}`,
    yourOffer: (when: string) => `Your offer: pickup at ${when}`,
    withdrawn: 'Your offer is withdrawn.',
    toConfirm: 'The facility changed the time or destination: offer again (the same time or another) to keep your offer.',
    failed: 'The offer could not be saved.',
  },
} as const;
