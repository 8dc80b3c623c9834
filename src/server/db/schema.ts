// The complete data model of both specification documents. Times are timestamptz; ids are UUIDs.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Certification } from '@/domain/crew/crew-members';
import type { CredentialKind } from '@/domain/credentials/credential-rules';
import type { KeyScope } from '@/domain/integrations/integration-keys';
import type { TripStep } from '@/domain/trips/trip-steps';
import type { ReturnKind } from '@/domain/trips/linked-returns';
import type { AcceptanceMode, PickupOfferStatus } from '@/domain/trips/pickup-offers';
import type { AlertField } from '@/domain/notifications/alert-confirmation';
import type { AccessAction } from '@/domain/audit/access-log';
import type { WebhookDeliveryStatus } from '@/domain/webhooks/webhook-answers';
import type { TripEventType } from '@/domain/webhooks/webhook-events';
import type { OptimizationConstraints, OptimizationWeights } from '@/domain/planning/optimization-settings-answers';
import type { OperatingHours } from '@/domain/organisations/registration-bodies';
import type {
  AgencyResponse,
  DropdownCategory,
  NotificationType,
  TransportLevel,
  TripPriority,
  TripStatus,
  UnitCapability,
  UnitStatus,
  UnitType,
  UserStatus,
  UserType,
} from '@/domain/common/enums';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => at('created_at').notNull().defaultNow();
const updated = () => at('updated_at').notNull().defaultNow();

/** Registered healthcare organisations, which request transports (screens call one a healthcare facility). */
export const hospitals = pgTable(
  'hospitals',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    contactName: text('contact_name'),
    capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
    region: text('region').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isActive: boolean('is_active').notNull().default(false),
    requiresReview: boolean('requires_review').notNull().default(true),
    // its staff sign in with a second factor (src/domain/session/two-factor-rules.ts)
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    // the zone its people read times in; null: the zone of its state (src/domain/common/time-zones.ts)
    timeZone: text('time_zone'),
    // a name or e-mail change the organisation asked for, in force only once the control center approves it
    pendingName: text('pending_name'),
    pendingEmail: text('pending_email'),
    changeRequestedAt: at('change_requested_at'),
    // a new e-mail address is offered for approval only once its owner opened the link sent to it
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailSentAt: at('pending_email_sent_at'),
    pendingEmailConfirmedAt: at('pending_email_confirmed_at'),
    /** Whether patients with a contact number and consent are texted about their transport (patient-texts.ts). */
    textPatients: boolean('text_patients').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  // one active organisation per name, whatever the case, so nobody can pass for another
  (t) => [
    uniqueIndex('hospitals_active_name_unique').on(sql`lower(${t.name})`).where(sql`${t.isActive}`),
    // the list's default order (awaiting review first, then by name): a page is read along it, not sorted
    index('hospitals_review_order_idx').on(t.requiresReview.desc().nullsFirst(), sql`lower(${t.name})`, t.id),
  ],
);

/** The directory of places trips go from and to; a place may belong to a registered hospital. */
export const facilities = pgTable(
  'facilities',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    region: text('region').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('facilities_name_idx').on(t.name)],
);

/** EMS agencies, which accept and carry transports; each edits its own record in its dashboard's Settings. */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    serviceType: text('service_type').notNull(),
    capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
    serviceArea: text('service_area').array().notNull().default(sql`'{}'::text[]`),
    // null = available around the clock
    operatingHours: jsonb('operating_hours').$type<OperatingHours | null>(),
    pricingStructure: jsonb('pricing_structure').$type<Record<string, number> | null>(),
    status: text('status').notNull().default('ACTIVE'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isActive: boolean('is_active').notNull().default(false),
    requiresReview: boolean('requires_review').notNull().default(true),
    /** The agency's dispatch rule: an Accept must name the unit that goes (src/domain/units/unit-assignment.ts). */
    requireUnitOnAccept: boolean('require_unit_on_accept').notNull().default(false),
    // its staff sign in with a second factor (src/domain/session/two-factor-rules.ts)
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    // the zone its people read times in; null: the zone of its state (src/domain/common/time-zones.ts)
    timeZone: text('time_zone'),
    // a name or e-mail change the organisation asked for, in force only once the control center approves it
    pendingName: text('pending_name'),
    pendingEmail: text('pending_email'),
    changeRequestedAt: at('change_requested_at'),
    // a new e-mail address is offered for approval only once its owner opened the link sent to it
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailSentAt: at('pending_email_sent_at'),
    pendingEmailConfirmedAt: at('pending_email_confirmed_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('agencies_active_name_unique').on(sql`lower(${t.name})`).where(sql`${t.isActive}`),
    index('agencies_review_order_idx').on(t.requiresReview.desc().nullsFirst(), sql`lower(${t.name})`, t.id),
    // the units list's default order starts with its agency's name: a page walks this and each agency's units in order
    index('agencies_name_idx').on(t.name, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    // stored lower-cased so one address is one account
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    status: text('status').$type<UserStatus>().notNull(),
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'restrict' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    /** A crew member's certification (CREW accounts only). */
    certification: text('certification').$type<Certification>(),
    emailVerifiedAt: at('email_verified_at'),
    emailVerificationTokenHash: text('email_verification_token_hash'),
    emailVerificationExpiresAt: at('email_verification_expires_at'),
    // a reset link's token, stored hashed like the verification token; one live link per account
    passwordResetTokenHash: text('password_reset_token_hash'),
    passwordResetExpiresAt: at('password_reset_expires_at'),
    lastLoginAt: at('last_login_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // the staff of a facility or an agency, found for every trip alert and move among a region's users
    index('users_hospital_idx').on(t.hospitalId),
    index('users_agency_idx').on(t.agencyId),
  ],
);

/** Server-side sessions: a token is honoured only while its session row is live, so logout revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per e-mail and per address to answer 429 across every instance. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: created(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_ip_idx').on(t.ipAddress, t.createdAt)],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    unitNumber: text('unit_number').notNull(),
    type: text('type').$type<UnitType>().notNull().default('AMBULANCE'),
    capabilities: text('capabilities').array().$type<UnitCapability[]>().notNull().default(sql`'{}'::text[]`),
    customCapabilities: text('custom_capabilities').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    currentStatus: text('current_status').$type<UnitStatus>().notNull().default('AVAILABLE'),
    totalTripsCompleted: integer('total_trips_completed').notNull().default(0),
    averageResponseTime: doublePrecision('average_response_time'),
    lastStatusUpdate: at('last_status_update').notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When the unit was at latitude/longitude (its newest reported position or step); null when never reported. */
    positionAt: at('position_at'),
    shiftStart: text('shift_start'),
    shiftEnd: text('shift_end'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('units_agency_number_unique').on(t.agencyId, t.unitNumber),
    // "a-101" and "A-101" are one unit number within an agency
    uniqueIndex('units_agency_number_ci_unique').on(t.agencyId, sql`lower(${t.unitNumber})`),
  ],
);

/** Every unit status change, so utilisation is computed from time spent in each status. */
export const unitStatusHistory = pgTable(
  'unit_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<UnitStatus>(),
    toStatus: text('to_status').$type<UnitStatus>().notNull(),
    changedAt: created(),
    /**
     * When the unit next changed status (null while this is its current status): the end of the span this row
     * starts. Kept by a database trigger on insert (migration 0010), whatever writes the rows.
     */
    endedAt: at('ended_at'),
  },
  (t) => [
    index('unit_status_history_unit_idx').on(t.unitId, t.changedAt, t.id),
    // time in each status over a window reads the spans that end inside or after it, from this index alone
    index('unit_status_history_ended_idx').on(t.endedAt, t.changedAt, t.unitId, t.toStatus),
  ],
);

export const trips = pgTable(
  'trips',
  {
    id: id(),
    tripNumber: text('trip_number').notNull(),
    patientId: text('patient_id').notNull(),
    patientWeight: doublePrecision('patient_weight'),
    specialNeeds: text('special_needs'),
    insuranceCompany: text('insurance_company'),
    generateQRCode: boolean('generate_qr_code').notNull().default(false),
    qrCode: text('qr_code'),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    // where in the building the crew goes at each end (department, floor, room), as the facility entered it
    fromDepartment: text('from_department'),
    fromFloor: text('from_floor'),
    fromRoom: text('from_room'),
    toDepartment: text('to_department'),
    toFloor: text('to_floor'),
    toRoom: text('to_room'),
    originFacilityId: uuid('origin_facility_id').references(() => facilities.id, { onDelete: 'restrict' }),
    destinationFacilityId: uuid('destination_facility_id').references(() => facilities.id, { onDelete: 'restrict' }),
    // the registered healthcare organisation that requested the trip: the facility scope of every query
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'restrict' }),
    fromLatitude: doublePrecision('from_latitude'),
    fromLongitude: doublePrecision('from_longitude'),
    toLatitude: doublePrecision('to_latitude'),
    toLongitude: doublePrecision('to_longitude'),
    scheduledTime: at('scheduled_time').notNull(),
    readyStart: at('ready_start'),
    readyEnd: at('ready_end'),
    transportLevel: text('transport_level').$type<TransportLevel>().notNull().default('BLS'),
    urgencyLevel: text('urgency_level').notNull().default('Routine'),
    priority: text('priority').$type<TripPriority>().notNull().default('MEDIUM'),
    diagnosis: text('diagnosis'),
    mobilityLevel: text('mobility_level').notNull().default('Ambulatory'),
    oxygenRequired: boolean('oxygen_required').notNull().default(false),
    monitoringRequired: boolean('monitoring_required').notNull().default(false),
    isolation: boolean('isolation').notNull().default(false),
    bariatric: boolean('bariatric').notNull().default(false),
    specialRequirements: text('special_requirements'),
    notes: text('notes'),
    notificationRadius: integer('notification_radius').notNull().default(100),
    status: text('status').$type<TripStatus>().notNull().default('PENDING'),
    assignedAgencyId: uuid('assigned_agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    assignedUnitId: uuid('assigned_unit_id').references(() => units.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedTimestamp: at('accepted_timestamp'),
    pickupTimestamp: at('pickup_timestamp'),
    actualStartTime: at('actual_start_time'),
    completionTimestamp: at('completion_timestamp'),
    actualEndTime: at('actual_end_time'),
    cancelledTimestamp: at('cancelled_timestamp'),
    cancellationReason: text('cancellation_reason'),
    // times the client reported, kept beside the server's own clock
    reportedAcceptedAt: at('reported_accepted_at'),
    reportedPickupAt: at('reported_pickup_at'),
    reportedCompletionAt: at('reported_completion_at'),
    loadedMiles: doublePrecision('loaded_miles'),
    /** Road miles driven empty to the pickup, recorded when the trip is completed (src/server/modules/trips/deadhead.ts). */
    deadheadMiles: doublePrecision('deadhead_miles'),
    estimatedMinutes: doublePrecision('estimated_minutes'),
    revenue: doublePrecision('revenue'),
    /** When the request, still PENDING past the control center's delay, was escalated; it is escalated once. */
    escalatedAt: at('escalated_at'),
    /** When the control center last offered the waiting request to more agencies: its escalation delay counts from then. */
    offeredAgainAt: at('offered_again_at'),
    /** An acceptance the agency gave by phone, recorded by the control center: who said yes, who recorded it, when. */
    phoneAcceptedBy: text('phone_accepted_by'),
    phoneRecordedBy: text('phone_recorded_by'),
    phoneRecordedAt: at('phone_recorded_at'),
    /** The business identifier (system and value) of the order an EHR sent as a FHIR ServiceRequest; null otherwise. */
    orderSystem: text('order_system'),
    orderIdentifier: text('order_identifier'),
    /** The crew's latest step and its time (the step's own row is in trip_steps); null before any. */
    latestStep: text('latest_step').$type<TripStep>(),
    latestStepAt: at('latest_step_at'),
    // the crew's arrivals, kept on the trip beside its pickup and completion times (the Patient loaded and Handed over
    // steps), so the analytics read a window of trips from one index with every step time they need
    arrivedAtPickup: at('arrived_at_pickup'),
    arrivedAtDestination: at('arrived_at_destination'),
    /** The ride home booked with this trip (docs/rules.md, "Linked returns"), created with it; null when none. */
    returnTripId: uuid('return_trip_id').references((): AnyPgColumn => trips.id, { onDelete: 'restrict' }),
    /** On a return: timed or will call; null on every other trip. */
    returnKind: text('return_kind').$type<ReturnKind>(),
    /** On a timed return: the minutes the patient spends at the destination. */
    appointmentMinutes: integer('appointment_minutes'),
    /** On a return: when it was first offered (its outbound accepted, or released); held unoffered until then. */
    returnOpenedAt: at('return_opened_at'),
    /** On a return: when its first look ended and it was offered to every agency the outbound was offered to. */
    offeredToAllAt: at('offered_to_all_at'),
    /** How the request is taken: first to accept, or by comparing pickup offers (src/domain/trips/pickup-offers.ts). */
    acceptanceMode: text('acceptance_mode').$type<AcceptanceMode>().notNull().default('FIRST_TO_ACCEPT'),
    /** When offers close on a compare-offers request; set when offers close by an award or at the deadline. */
    offerDeadline: at('offer_deadline'),
    offersClosedAt: at('offers_closed_at'),
    /** The pickup time of the awarded offer, compared with the real one ("offers kept"). */
    committedPickupAt: at('committed_pickup_at'),
    version: integer('version').notNull().default(1),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('trips_trip_number_unique').on(t.tripNumber),
    // one trip per order identifier of a facility: a retried or concurrent FHIR create finds the first (src/server/modules/fhir)
    uniqueIndex('trips_order_identifier_unique').on(t.hospitalId, t.orderSystem, t.orderIdentifier).where(sql`${t.orderIdentifier} is not null`),
    // the id and agency too: an agency's Available Trips picks its page from the index alone, reading only that page's rows
    index('trips_status_created_idx').on(t.status, t.createdAt, t.id, t.assignedAgencyId),
    index('trips_hospital_created_idx').on(t.hospitalId, t.createdAt),
    // an agency's trips of one status, newest first along the index (My Trips' finished ones in the work order)
    index('trips_agency_status_created_idx').on(t.assignedAgencyId, t.status, t.createdAt),
    // requests by creation time, with what the analytics group them by: a window's requests are read from the index alone
    index('trips_created_idx').on(t.createdAt, t.status, t.transportLevel, t.priority, t.hospitalId),
    // unit lists count each unit's completed trips: without this every unit scans the trips table
    index('trips_unit_status_idx').on(t.assignedUnitId, t.status),
    // a trip past PENDING was taken by an agency: whatever writes the row, it cannot be accepted by nobody
    check('trips_taken_by_an_agency', sql`${t.status} not in ('ACCEPTED', 'IN_PROGRESS', 'COMPLETED') or ${t.assignedAgencyId} is not null`),
    // Trip Management's status and priority filters over a date range: one index range per pair, counted without the table
    index('trips_status_priority_created_idx').on(t.status, t.priority, t.createdAt),
    // the list's search matches any part of these four (ILIKE '%…%'): trigram indexes (pg_trgm) instead of reading every trip
    index('trips_trip_number_trgm_idx').using('gin', t.tripNumber.op('gin_trgm_ops')),
    index('trips_patient_id_trgm_idx').using('gin', t.patientId.op('gin_trgm_ops')),
    index('trips_from_location_trgm_idx').using('gin', t.fromLocation.op('gin_trgm_ops')),
    index('trips_to_location_trgm_idx').using('gin', t.toLocation.op('gin_trgm_ops')),
    // Trip Management's Scheduled Time sort, and the export's keyset pages along it
    index('trips_scheduled_idx').on(t.scheduledTime, t.id),
    // The analytics read a window of trips by the moment each was completed, accepted or picked up. Each index
    // carries, after its time, every column those figures read, so a window is one index range with no table reads.
    index('trips_completed_idx')
      .on(
        t.completionTimestamp,
        t.assignedAgencyId,
        t.assignedUnitId,
        t.hospitalId,
        t.transportLevel,
        t.revenue,
        t.loadedMiles,
        t.deadheadMiles,
        t.acceptedTimestamp,
        t.arrivedAtDestination,
      )
      .where(sql`${t.status} = 'COMPLETED'`),
    index('trips_accepted_idx')
      .on(t.acceptedTimestamp, t.createdAt, t.assignedAgencyId, t.assignedUnitId, t.hospitalId)
      .where(sql`${t.acceptedTimestamp} is not null`),
    index('trips_pickup_idx')
      .on(t.pickupTimestamp, t.acceptedTimestamp, t.readyEnd, t.assignedAgencyId, t.assignedUnitId, t.arrivedAtPickup, t.committedPickupAt)
      .where(sql`${t.pickupTimestamp} is not null`),
    // deadhead: a unit's latest drop-off before a pickup, one index probe as the trip is completed
    // the escalation sweep: requests still waiting and not yet escalated, oldest first
    index('trips_awaiting_escalation_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING' and ${t.escalatedAt} is null`),
    // the award worker: compare-offers requests whose offers are still open, by deadline
    index('trips_offer_deadline_idx')
      .on(t.offerDeadline)
      .where(sql`${t.offerDeadline} is not null and ${t.offersClosedAt} is null`),
    index('trips_unit_drop_off_idx')
      .on(t.assignedUnitId, t.completionTimestamp, t.id, t.toLatitude, t.toLongitude)
      .where(sql`${t.status} = 'COMPLETED' and ${t.assignedUnitId} is not null`),
    // an outbound has at most one return, and a return belongs to one outbound
    uniqueIndex('trips_return_trip_unique').on(t.returnTripId).where(sql`${t.returnTripId} is not null`),
    // the returns sweep: returns still waiting on their first look or on their outbound's acceptance
    index('trips_returns_waiting_idx')
      .on(t.returnOpenedAt)
      .where(sql`${t.returnKind} is not null and ${t.offeredToAllAt} is null and ${t.status} = 'PENDING'`),
    check('trips_return_kind', sql`${t.returnKind} is null or ${t.returnKind} in ('TIMED', 'WILL_CALL')`),
    // a return is never itself an outbound with a return of its own
    check('trips_return_has_no_return', sql`${t.returnKind} is null or ${t.returnTripId} is null`),
  ],
);

/** The last trip number handed out per UTC day: creators queue on the day's row instead of racing for max + 1. */
export const tripNumberCounters = pgTable('trip_number_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/** Append-only: a database trigger refuses UPDATE and DELETE on this table. */
export const tripHistory = pgTable(
  'trip_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    actorOrganisation: text('actor_organisation'),
    fromStatus: text('from_status').$type<TripStatus>(),
    toStatus: text('to_status').$type<TripStatus>().notNull(),
    note: text('note'),
    /** The organisation the control center acted for (the facility, or the agency whose phone acceptance it recorded); else null. */
    onBehalfOf: text('on_behalf_of'),
    createdAt: created(),
  },
  (t) => [index('trip_history_trip_idx').on(t.tripId, t.createdAt)],
);

/**
 * The crew's steps of a trip, in order (src/domain/trips/trip-steps.ts). The id is made on the phone, so a resent step
 * is recorded once; `occurredAt` is the phone's time corrected by its clock offset, `receivedAt` the server's.
 */
export const tripSteps = pgTable(
  'trip_steps',
  {
    id: uuid('id').primaryKey(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    step: text('step').$type<TripStep>().notNull(),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    occurredAt: at('occurred_at').notNull(),
    /** The time the phone gave, before the offset correction; null for a step recorded by the dispatcher's move. */
    deviceTime: at('device_time'),
    clockOffsetMs: integer('clock_offset_ms'),
    receivedAt: at('received_at').notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    /** Set when the crew undid the step within its seconds: it no longer counts. */
    undoneAt: at('undone_at'),
  },
  (t) => [
    index('trip_steps_trip_idx').on(t.tripId, t.occurredAt),
    // one live step of each kind per trip: a step undone may be recorded again
    uniqueIndex('trip_steps_trip_step_unique').on(t.tripId, t.step).where(sql`${t.undoneAt} is null`),
  ],
);

/** A PNG kept as its bytes. */
const png = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The hand-over the crew recorded with a Handed over step (src/domain/trips/handover.ts): who received the patient and
 * their signature, or why no one signed. Its time and position are the step's; an undone step's hand-over no longer counts.
 */
export const tripHandovers = pgTable(
  'trip_handovers',
  {
    stepId: uuid('step_id')
      .primaryKey()
      .references(() => tripSteps.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    receiverName: text('receiver_name'),
    signaturePng: png('signature_png'),
    noSignatureReason: text('no_signature_reason'),
  },
  (t) => [
    index('trip_handovers_trip_idx').on(t.tripId),
    // a hand-over holds a signature or says why it has none
    check('trip_handovers_signed_or_reason', sql`${t.signaturePng} is not null or ${t.noSignatureReason} is not null`),
  ],
);

/**
 * The number a trip's patient is texted at, with the consent to it: a row of its own, so that it is removed 30 days
 * after the trip ends while the trip stays.
 */
export const tripPatientContacts = pgTable('trip_patient_contacts', {
  tripId: uuid('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  /** E.164 */
  phone: text('phone').notNull(),
  consentRecordedById: uuid('consent_recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
  consentRecordedByName: text('consent_recorded_by_name').notNull(),
  consentRecordedAt: at('consent_recorded_at').notNull(),
});

/** Numbers that answered STOP: nothing is texted to them until they answer START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** E.164 */
  phone: text('phone').primaryKey(),
  optedOutAt: at('opted_out_at').notNull().defaultNow(),
});

/**
 * The positions a crew's phone reported for its shift unit (the live map). The id is made on the phone, so a resent
 * position is stored once; `recordedAt` is the phone's time corrected by its clock offset, `deviceTime` the phone's own.
 */
export const unitPositions = pgTable(
  'unit_positions',
  {
    id: uuid('id').primaryKey(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    /** The open trip the unit carried when the position was received; null between trips. */
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m'),
    recordedAt: at('recorded_at').notNull(),
    deviceTime: at('device_time').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('unit_positions_unit_idx').on(t.unitId, t.recordedAt)],
);

/** Which unit a crew member is on: a shift from sign-on until sign-off; two crew members may share a unit. */
export const crewShifts = pgTable(
  'crew_shifts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('crew_shifts_current_unique').on(t.userId).where(sql`${t.endedAt} is null`),
    index('crew_shifts_unit_idx').on(t.unitId).where(sql`${t.endedAt} is null`),
  ],
);

/** A crew member's or a unit's credential with its expiry date (src/domain/credentials/credential-rules.ts); exactly one holder. */
export const credentials = pgTable(
  'credentials',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CredentialKind>().notNull(),
    number: text('number'),
    issuer: text('issuer'),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The nearest warning sent for this expiry date (30 or 7 days before); a new expiry date clears it. */
    warnedDays: integer('warned_days'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    check('credentials_one_holder', sql`num_nonnulls(${t.userId}, ${t.unitId}) = 1`),
    index('credentials_user_idx').on(t.userId, t.expiresOn),
    index('credentials_unit_idx').on(t.unitId, t.expiresOn),
    index('credentials_expiry_idx').on(t.expiresOn),
  ],
);

/** Which agencies a trip was offered to and how each answered. */
export const agencyResponses = pgTable(
  'agency_responses',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    response: text('response').$type<AgencyResponse>().notNull().default('OFFERED'),
    distanceMiles: doublePrecision('distance_miles'),
    respondedById: uuid('responded_by_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: at('responded_at'),
    /** Why the agency declined (src/domain/trips/decline-reasons.ts): shown to the control center. */
    declineReason: text('decline_reason'),
    /** The unit the control center's dispatch plan gave the trip to, offered with it: the agency's Accept preselects it. */
    suggestedUnitId: uuid('suggested_unit_id').references(() => units.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.agencyId] }),
    // the trip too: an agency's open offers are read from the index alone
    index('agency_responses_agency_idx').on(t.agencyId, t.response, t.tripId),
    // the analytics count a window's offers by when they were made and by when they were answered
    index('agency_responses_created_idx').on(t.createdAt, t.agencyId),
    index('agency_responses_responded_idx').on(t.respondedAt, t.agencyId, t.response).where(sql`${t.respondedAt} is not null`),
    // one acceptance per trip, whatever races the application might lose
    uniqueIndex('agency_responses_one_acceptance').on(t.tripId).where(sql`${t.response} = 'ACCEPTED'`),
  ],
);

/** The pickup times agencies offer on a compare-offers request: one per agency, changed in place until the award. */
export const pickupOffers = pgTable(
  'pickup_offers',
  {
    id: id(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    pickupAt: at('pickup_at').notNull(),
    status: text('status').$type<PickupOfferStatus>().notNull().default('OFFERED'),
    offeredById: uuid('offered_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('pickup_offers_trip_agency_unique').on(t.tripId, t.agencyId),
    // exactly one winner per request, whatever races the application might lose
    uniqueIndex('pickup_offers_one_award').on(t.tripId).where(sql`${t.status} = 'AWARDED'`),
  ],
);

/**
 * A facility's preferred agencies in its own order (position 0 first): among offers of the same pickup time, theirs
 * rank first (src/domain/trips/pickup-offers.ts). The facility replaces the whole list from its Settings.
 */
export const preferredAgencies = pgTable(
  'preferred_agencies',
  {
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.agencyId] }),
    unique('preferred_agencies_position_unique').on(t.hospitalId, t.position),
    check('preferred_agencies_position_check', sql`${t.position} >= 0`),
    // removing an agency finds the lists it is on through this index
    index('preferred_agencies_agency_idx').on(t.agencyId),
  ],
);

/**
 * How many offers each agency received per UTC day, kept by triggers on agency_responses (migration 0011) whatever
 * writes them: the analytics count a window's whole days here and read only its partial first and last day offer by offer.
 */
export const agencyOfferDays = pgTable(
  'agency_offer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    offers: integer('offers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.agencyId] })],
);

/**
 * The offers an agency may still take: not declined, on a trip still PENDING. Kept by triggers on agency_responses and
 * trips (migration 0017) whatever writes them: an agency's Available Trips start from these few rows, not from every
 * offer it ever had (most of them on trips long since taken, finished or withdrawn).
 */
export const openOffers = pgTable(
  'open_offers',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
  },
  // by trip too: a trip leaving PENDING closes all its offers at once
  (t) => [primaryKey({ columns: [t.agencyId, t.tripId] }), index('open_offers_trip_idx').on(t.tripId)],
);

/**
 * Trips per requesting hospital (null: none) and status, kept by triggers on trips (migration 0015): the Trip
 * Management summary adds up these few rows instead of counting every trip.
 */
export const tripStatusCounts = pgTable(
  'trip_status_counts',
  {
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'cascade' }),
    status: text('status').$type<TripStatus>().notNull(),
    trips: integer('trips').notNull(),
  },
  (t) => [unique('trip_status_counts_hospital_status').on(t.hospitalId, t.status).nullsNotDistinct()],
);

/** Form options; hospitalId null marks the default lists administrators maintain. */
export const dropdownOptions = pgTable(
  'dropdown_options',
  {
    id: id(),
    category: text('category').$type<DropdownCategory>().notNull(),
    value: text('value').notNull(),
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [unique('dropdown_options_owner_value_unique').on(t.hospitalId, t.category, t.value).nullsNotDistinct()],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(true),
  newTripAlerts: boolean('new_trip_alerts').notNull().default(true),
  statusUpdates: boolean('status_updates').notNull().default(true),
  emailAddress: text('email_address').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  // set when the code sent to the address or number is entered, cleared when it changes (src/domain/notifications/alert-confirmation.ts)
  emailAddressConfirmed: boolean('email_address_confirmed').notNull().default(false),
  phoneNumberConfirmed: boolean('phone_number_confirmed').notNull().default(false),
  updatedAt: updated(),
});

/**
 * The last code sent to confirm a user's alert address (field emailAddress) or number (phoneNumber): only its hash
 * is kept, and it is kept after use so the codes of the hour stay counted.
 */
export const alertConfirmationCodes = pgTable(
  'alert_confirmation_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field').$type<AlertField>().notNull(),
    address: text('address').notNull(),
    /** Null once the code was used. */
    codeHash: text('code_hash'),
    expiresAt: at('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    sentAt: at('sent_at').notNull(),
    hourStartedAt: at('hour_started_at').notNull(),
    sentThisHour: integer('sent_this_hour').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.field] })],
);

/** One row for the control center (agencyId null) and at most one per agency. */
export const optimizationSettings = pgTable(
  'optimization_settings',
  {
    id: id(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    weights: jsonb('weights').$type<OptimizationWeights>().notNull(),
    constraints: jsonb('constraints').$type<OptimizationConstraints>().notNull(),
    autoOptimize: boolean('auto_optimize').notNull().default(false),
    refreshInterval: integer('refresh_interval').notNull().default(30),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updated(),
  },
  (t) => [unique('optimization_settings_agency_unique').on(t.agencyId).nullsNotDistinct()],
);

export type OutboxChannel = 'EMAIL' | 'SMS';
/**
 * PENDING waits for its next attempt; SENDING is claimed by one instance until next_attempt_at (its lease); SENT was
 * accepted by the SMTP server or SMS provider; LOGGED was written to the log because no server or provider is set;
 * FAILED gave up after the last attempt, with the reason; OPTED_OUT was a text to a number that answered STOP;
 * FACILITY_TEXTS_OFF was a patient's text not sent because the facility had turned off Text patients by then.
 */
export type OutboxStatus = 'PENDING' | 'SENDING' | 'SENT' | 'LOGGED' | 'FAILED' | 'OPTED_OUT' | 'FACILITY_TEXTS_OFF';

/** Every e-mail and text message the product sends: recorded in the sender's transaction, delivered by the outbox worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** The order messages were queued in: the texts to one number reach the provider in this order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    // a patient's text: the facility whose switch for texting patients is looked at again when it is sent. No
    // reference: a facility with trips is never deleted, and a reference would make each deletion read the outbox
    hospitalId: uuid('hospital_id'),
    status: text('status').$type<OutboxStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    // when a PENDING message is due, or when a SENDING claim lapses (its sender presumed dead)
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: created(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    // the worker's claim reads only the messages still to deliver, soonest first
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    // the claim's look for an earlier text to the same number still to send
    index('outbox_texts_queued_idx').on(t.to, t.seq).where(sql`${t.channel} = 'SMS' and ${t.status} in ('PENDING', 'SENDING')`),
  ],
);

/** Whose webhook endpoint it is: the control center's, a facility's or an agency's. */
export type WebhookOwnerKind = 'CONTROL_CENTER' | 'HOSPITAL' | 'AGENCY';

/** An organisation's HTTPS endpoint that receives the trip events it chose, signed with its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    ownerKind: text('owner_kind').$type<WebhookOwnerKind>().notNull(),
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<TripEventType[]>().notNull(),
    /** whsec_ and the base64 HMAC key: shown once, never answered again. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('webhook_endpoints_hospital_idx').on(t.hospitalId),
    index('webhook_endpoints_agency_idx').on(t.agencyId),
    check(
      'webhook_endpoints_owner',
      sql`(${t.ownerKind} = 'CONTROL_CENTER' and ${t.hospitalId} is null and ${t.agencyId} is null)
        or (${t.ownerKind} = 'HOSPITAL' and ${t.hospitalId} is not null and ${t.agencyId} is null)
        or (${t.ownerKind} = 'AGENCY' and ${t.agencyId} is not null and ${t.hospitalId} is null)`,
    ),
  ],
);

/**
 * One event for one endpoint, recorded in the transaction of the trip change that raised it and delivered by the
 * outbox worker. PENDING waits for its attempt; SENDING is claimed until next_attempt_at (its lease); DELIVERED got a
 * 2xx; FAILED gave up after the last attempt; CANCELLED was still to send when its endpoint was disabled.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    /** The order events were recorded in: a trip's events reach an endpoint in this order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header: one event sent to several endpoints has the same id at each. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').$type<TripEventType>().notNull(),
    // no reference: the log outlives a trip deleted with its organisation
    tripId: uuid('trip_id').notNull(),
    /** The JSON body exactly as signed and sent, the same on every attempt. */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    createdAt: created(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    unique('webhook_deliveries_event_unique').on(t.endpointId, t.eventId),
    index('webhook_deliveries_trip_idx').on(t.endpointId, t.tripId, t.seq),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.seq),
    // the worker's claim reads only the deliveries still to make, soonest first
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
);

/** Each attempt of a delivery: its time, the endpoint's status code or the error, how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

/** The control center's own settings: one row. */
export const controlCenterSettings = pgTable(
  'control_center_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** A request still PENDING this long after it was made is escalated (src/server/modules/trips/escalation.ts). */
    escalationMinutes: integer('escalation_minutes').notNull().default(15),
    /** The zone the control center reads; null: the automatic one (src/domain/common/center-time-zone.ts). */
    timeZone: text('time_zone'),
    /** Its administrators must sign in with a second factor; null: as REQUIRE_TWO_FACTOR_FOR_ADMINS says. */
    requireTwoFactorForAdmins: boolean('require_two_factor_for_admins'),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updated(),
  },
  (t) => [check('control_center_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The first answer to each create or move sent with an `Idempotency-Key` header, per caller, kept 24 hours: a repeat
 * of the request (a double click, a retry after a lost answer) gets that answer again and changes nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * An organisation's API keys (src/domain/integrations/integration-keys.ts): only the SHA-256 of a key's text is kept,
 * with its first characters to recognise it. No organisation id means the control center's. A key acts through the
 * account that created it, so it goes when that account does.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: id(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<KeyScope[]>().notNull(),
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    // every call with a key finds it by its hash: a revocation holds on the next call, on every instance
    uniqueIndex('integration_keys_hash_unique').on(t.keyHash),
    index('integration_keys_hospital_idx').on(t.hospitalId),
    index('integration_keys_agency_idx').on(t.agencyId),
  ],
);

/**
 * A facility's standing order (src/domain/standing-orders/): the full wizard request each trip is made from, and the
 * rule of its dates, read in the facility's zone as it was when the series was made.
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: id(),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    // the account whose request each trip is, as if it had sent the wizard itself
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    trip: jsonb('trip').$type<Record<string, unknown>>().notNull(),
    daysOfWeek: text('days_of_week').array(),
    everyDays: integer('every_days'),
    time: text('time').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    count: integer('count'),
    endedAt: at('ended_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('standing_orders_hospital_idx').on(t.hospitalId)],
);

/**
 * One date of a series that is skipped, moved to another time, or has become a trip. The key (series, date) is what
 * makes a date's trip once, whichever instance of the worker gets there first.
 */
export const standingOrderDates = pgTable(
  'standing_order_dates',
  {
    standingOrderId: uuid('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    skipped: boolean('skipped').notNull().default(false),
    time: text('time'),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.standingOrderId, t.date] }), index('standing_order_dates_trip_idx').on(t.tripId)],
);

/**
 * The access log: one entry per request that read or changed patients' trip data, saying who, what, when and from
 * where. Append-only (a trigger refuses updates, and deletes but the retention purge's); each entry carries the hash
 * of the one before, so an edit or a removal breaks the chain (npm run audit:verify). No foreign keys: an entry
 * outlives the account, key and trips it names.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    action: text('action').$type<AccessAction>().notNull(),
    view: text('view').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    keyId: uuid('key_id'),
    hospitalId: uuid('hospital_id'),
    agencyId: uuid('agency_id'),
    address: text('address').notNull(),
    tripIds: uuid('trip_ids').array().notNull(),
    patientIds: text('patient_ids').array().notNull(),
    // the facilities whose patients' trips were seen: what a facility's own view of the log is scoped by
    tripHospitalIds: uuid('trip_hospital_ids').array().notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('access_log_at_idx').on(t.at),
    index('access_log_actor_idx').on(t.actorUserId, t.at),
    index('access_log_patient_idx').using('gin', t.patientIds),
    index('access_log_trip_hospital_idx').using('gin', t.tripHospitalIds),
  ],
);

/** A user's authenticator: the TOTP secret (unconfirmed until a first code proves it) and the last time step used, so no code counts twice. */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: at('confirmed_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: created(),
});

/** A user's ten recovery codes, stored hashed; each works once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** What a right password earns a user with a second factor: a short-lived token (stored hashed) for the code step or the enrolment. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'code' | 'enrol'>().notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('two_factor_challenges_token_unique').on(t.tokenHash)],
);

/** Every administrator's reset of another user's second factor, kept with both addresses so it outlives the accounts. */
export const twoFactorResets = pgTable('two_factor_resets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: at('at').notNull().defaultNow(),
  userId: uuid('user_id').notNull(),
  userEmail: text('user_email').notNull(),
  resetById: uuid('reset_by_id').notNull(),
  resetByEmail: text('reset_by_email').notNull(),
});

/** An organisation's own OpenID Connect provider (one per facility or agency); the client secret is never answered. */
export const singleSignOnConnections = pgTable(
  'single_sign_on_connections',
  {
    id: id(),
    hospitalId: uuid('hospital_id').references(() => hospitals.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    autoJoin: boolean('auto_join').notNull().default(false),
    passwordSignIn: boolean('password_sign_in').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('single_sign_on_connections_hospital_unique').on(t.hospitalId),
    uniqueIndex('single_sign_on_connections_agency_unique').on(t.agencyId),
    check('single_sign_on_connections_one_organisation', sql`num_nonnulls(${t.hospitalId}, ${t.agencyId}) = 1`),
  ],
);

/** The e-mail domains an organisation signs in with: each domain belongs to one organisation, verified by the control center. */
export const singleSignOnDomains = pgTable(
  'single_sign_on_domains',
  {
    domain: text('domain').primaryKey(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => singleSignOnConnections.id, { onDelete: 'cascade' }),
    verifiedAt: at('verified_at'),
  },
  (t) => [index('single_sign_on_domains_connection_idx').on(t.connectionId)],
);

/** A sign-in sent to a provider: its PKCE verifier and nonce, kept here until the provider sends the browser back. */
export const singleSignOnAttempts = pgTable('single_sign_on_attempts', {
  state: text('state').primaryKey(),
  connectionId: uuid('connection_id')
    .notNull()
    .references(() => singleSignOnConnections.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** The one-time code (stored hashed) the web app trades for the session a finished single sign-on opens. */
/**
 * The person at a provider an account signs in as (the issuer and its subject): set at the account's first single
 * sign-on, and set anew only from a domain the control center verified, so a provider swapped in Settings cannot
 * sign in as the organisation's existing staff.
 */
export const singleSignOnAccounts = pgTable('single_sign_on_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  linkedAt: at('linked_at').notNull().defaultNow(),
});

export const singleSignOnHandoffs = pgTable('single_sign_on_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});
