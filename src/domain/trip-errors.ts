// The server's texts of the trip calls: each says what went wrong and names the field or agency concerned.
import type { TransportLevel } from './enums';

export const TRIP_ERRORS = {
  notFound: 'Trip not found',
  hospitalNotFound: 'Hospital not found',
  noFacilityAccount: 'This account is not linked to a healthcare facility',
  originRequired: 'fromFacilityId is required: name the place the patient leaves from',
  originUnknown: 'fromFacilityId does not match an active facility',
  originNotYours: 'A facility can request transports only from its own locations',
  destinationUnknown: 'toFacilityId does not match an active facility',
  originFacilityUnknown: 'originFacilityId does not match an active facility',
  destinationFacilityUnknown: 'destinationFacilityId does not match an active facility',
  destinationNotFound: 'Facility or hospital not found',
  originWithoutCoordinates:
    'The origin has no coordinates, so agencies within the radius cannot be found. Ask the control center to add its latitude and longitude.',
  unknownAgency: (id: string) => `selectedAgencies: no agency has the id ${id}`,
  agencyNotEligible: (name: string, level: TransportLevel, radius: number) =>
    `selectedAgencies: ${name} cannot be asked: an agency must be active, approved, able to carry ${level} and within ${radius} miles`,
  alreadyAccepted: 'This trip has already been accepted by another agency',
  notOffered: 'This trip was not offered to your agency',
  assignedElsewhere: 'This trip is assigned to another agency',
  declinedByYou: 'Your agency has declined this trip',
  otherAgency: 'assignedAgencyId must name your own agency: an agency accepts trips only for itself',
  noAgencyAccount: 'This account is not linked to an EMS agency',
  unitNotYours: 'assignedUnitId must name one of your own agency’s active units',
  unitOnlyOnAccept: 'assignedUnitId is taken only when an agency accepts a trip',
  everyAgencyDeclined: 'Declined by every agency it was offered to',
  changedMeanwhile: 'This trip was changed by someone else at the same moment. Please reload it and try again.',
} as const;
