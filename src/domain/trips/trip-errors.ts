// The server's texts of the trip calls: each says in plain words what went wrong and which place or agency it concerns.
import type { TransportLevel } from '../common/enums';

export const TRIP_ERRORS = {
  notFound: 'Trip not found',
  scheduledTimeInvalid: 'Enter the scheduled time as a date and time',
  hospitalNotFound: 'Hospital not found',
  noHospitalAccount: 'This account is not linked to a healthcare facility',
  originRequired: 'Choose the place the patient leaves from',
  originUnknown: 'The place the patient leaves from is not an active facility',
  originNotYours: 'A facility can request transports only from its own locations',
  destinationUnknown: 'The destination is not an active facility',
  originFacilityUnknown: 'The origin facility is not an active facility',
  destinationFacilityUnknown: 'The destination facility is not an active facility',
  destinationNotFound: 'Facility or hospital not found',
  originWithoutCoordinates:
    'The origin has no coordinates, so agencies within the radius cannot be found. Ask the control center to add its latitude and longitude.',
  unknownAgency: (id: string) => `One of the chosen agencies does not exist (id ${id})`,
  agencyNotEligible: (name: string, level: TransportLevel, radius: number) =>
    `${name} cannot be asked: an agency must be active, approved, able to carry ${level} and within ${radius} miles`,
  alreadyAccepted: 'This trip has already been accepted by another agency',
  notOffered: 'This trip was not offered to your agency',
  declinedByYou: 'Your agency has declined this trip',
  otherAgency: 'An agency accepts trips only for itself',
  noAgencyAccount: 'This account is not linked to an EMS agency',
  unitNotYours: 'Choose one of your own agency’s active units',
  unitOnlyOnAccept: 'A unit can be named only when the agency accepts the trip',
  everyAgencyDeclined: 'Declined by every agency it was offered to',
  changedMeanwhile: 'This trip was changed by someone else at the same moment. Please reload it and try again.',
} as const;
