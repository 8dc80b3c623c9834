// The demo region: greater Pittsburgh, PA. Organisation names are invented; the addresses are real
// hospital campuses and streets, with coordinates placed on them. Phone numbers use the fictional 555-01xx range.
import type { OperatingHours } from '@/domain/organisations/registration-bodies';

export type CareLevel = 'BLS' | 'ALS' | 'CCT' | 'WHEELCHAIR';

export interface Place {
  key: string;
  name: string;
  type: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  region: string;
  lat: number;
  lng: number;
}

export interface HospitalSeed extends Place {
  contactName: string;
  capabilities: string[];
}

export interface AgencySeed {
  key: string;
  name: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  serviceType: 'BLS' | 'ALS' | 'BLS/ALS' | 'Critical Care';
  capabilities: string[];
  serviceArea: string[];
  operatingHours: OperatingHours | null;
  /** Base rate per transport level and a per-loaded-mile rate, in dollars. */
  pricing: { BLS: number; ALS?: number; CCT?: number; perMile: number };
  lat: number;
  lng: number;
}

export interface UnitSeed {
  agency: string;
  unitNumber: string;
  level: CareLevel;
  /** Where the unit ends up when it is not on a trip; AVAILABLE when absent. */
  parkedAs?: 'OUT_OF_SERVICE' | 'MAINTENANCE' | 'OFF_DUTY';
  shift: [string, string];
  custom?: string[];
}

const PGH = { city: 'Pittsburgh', state: 'PA' };
const CITY = 'City of Pittsburgh';

export const HOSPITALS: HospitalSeed[] = [
  {
    key: 'riverside', name: 'Riverside General Hospital', type: 'Hospital', address: '320 E North Ave', ...PGH,
    zipCode: '15212', phone: '(412) 555-0100', email: 'transfers@riverside-general.org', region: CITY,
    contactName: 'Sarah Mitchell', lat: 40.4571, lng: -80.0034,
    capabilities: ['Emergency Department', 'Level I Trauma Center', 'Comprehensive Stroke Center', 'Cardiac Catheterization Lab', 'Intensive Care Unit'],
  },
  {
    key: 'oakland', name: 'Oakland University Medical Center', type: 'Hospital', address: '200 Lothrop St', ...PGH,
    zipCode: '15213', phone: '(412) 555-0102', email: 'patient.transfer@oaklandumc.org', region: CITY,
    contactName: 'Daniel Okafor', lat: 40.4424, lng: -79.9609,
    capabilities: ['Emergency Department', 'Level I Trauma Center', 'Transplant Center', 'Neurosurgery', 'Intensive Care Unit'],
  },
  {
    key: 'bluff', name: 'Bluff Street Medical Center', type: 'Hospital', address: '1400 Locust St', ...PGH,
    zipCode: '15219', phone: '(412) 555-0104', email: 'casemanagement@bluffstreetmed.org', region: CITY,
    contactName: 'Angela Russo', lat: 40.4365, lng: -79.9853,
    capabilities: ['Emergency Department', 'Level I Trauma Center', 'Burn Center', 'Inpatient Rehabilitation'],
  },
  {
    key: 'friendship', name: 'Friendship Hospital', type: 'Hospital', address: '4800 Friendship Ave', ...PGH,
    zipCode: '15224', phone: '(412) 555-0106', email: 'discharge@friendshiphospital.org', region: CITY,
    contactName: 'Kevin Walsh', lat: 40.4625, lng: -79.9466,
    capabilities: ['Emergency Department', 'Neonatal Intensive Care', 'Oncology', 'Cardiac Surgery'],
  },
  {
    key: 'childrens', name: "Three Rivers Children's Hospital", type: 'Hospital', address: '4401 Penn Ave', ...PGH,
    zipCode: '15224', phone: '(412) 555-0108', email: 'transport@trchildrens.org', region: CITY,
    contactName: 'Monica Alvarez', lat: 40.4666, lng: -79.9531,
    capabilities: ['Pediatric Emergency Department', 'Pediatric Intensive Care', 'Neonatal Intensive Care', 'Pediatric Trauma Center'],
  },
  {
    key: 'southhills', name: 'South Hills Medical Center', type: 'Hospital', address: '1000 Bower Hill Rd', ...PGH,
    zipCode: '15243', phone: '(412) 555-0112', email: 'transfers@southhillsmc.org', region: 'South Hills',
    contactName: 'Gregory Novak', lat: 40.3786, lng: -80.0623,
    capabilities: ['Emergency Department', 'Primary Stroke Center', 'Cardiac Catheterization Lab', 'Intensive Care Unit'],
  },
  {
    key: 'northhills', name: 'North Hills Regional Hospital', type: 'Hospital', address: '9100 Babcock Blvd', ...PGH,
    zipCode: '15237', phone: '(412) 555-0114', email: 'casemgmt@northhillsregional.org', region: 'North Hills',
    contactName: 'Rachel Stein', lat: 40.572, lng: -80.0141,
    capabilities: ['Emergency Department', 'Cardiac Surgery', 'Orthopedics', 'Intensive Care Unit'],
  },
  {
    key: 'monroeville', name: 'Monroeville Community Hospital', type: 'Hospital', address: '2570 Haymaker Rd',
    city: 'Monroeville', state: 'PA', zipCode: '15146', phone: '(412) 555-0116', email: 'transfers@monroevillech.org',
    region: 'East Suburbs', contactName: 'Brian Kessler', lat: 40.4332, lng: -79.759,
    capabilities: ['Emergency Department', 'Level II Trauma Center', 'Primary Stroke Center'],
  },
  {
    key: 'monvalley', name: 'Mon Valley Medical Center', type: 'Hospital', address: '565 Coal Valley Rd',
    city: 'Jefferson Hills', state: 'PA', zipCode: '15025', phone: '(412) 555-0118', email: 'transfers@monvalleymc.org',
    region: 'Mon Valley', contactName: 'Teresa Lang', lat: 40.3117, lng: -79.9424,
    capabilities: ['Emergency Department', 'Cardiac Catheterization Lab', 'Intensive Care Unit'],
  },
];

/** Places trips go to that are not registered hospitals. */
export const OTHER_PLACES: Place[] = [
  { key: 'baum-dialysis', name: 'Baum Boulevard Dialysis Center', type: 'Dialysis Center', address: '5750 Baum Blvd', ...PGH,
    zipCode: '15206', phone: '(412) 555-0130', email: 'frontdesk@baumdialysis.com', region: CITY, lat: 40.4598, lng: -79.9315 },
  { key: 'mcknight-dialysis', name: 'McKnight Road Dialysis', type: 'Dialysis Center', address: '4885 McKnight Rd', ...PGH,
    zipCode: '15237', phone: '(412) 555-0132', email: 'mcknight@kidneycarepgh.com', region: 'North Hills', lat: 40.5235, lng: -80.0075 },
  { key: 'southside-dialysis', name: 'South Side Kidney Center', type: 'Dialysis Center', address: '2000 Mary St', ...PGH,
    zipCode: '15203', phone: '(412) 555-0134', email: 'southside@kidneycarepgh.com', region: CITY, lat: 40.4276, lng: -79.9762 },
  { key: 'lebanon-care', name: 'Mt. Lebanon Care & Rehabilitation Center', type: 'Nursing Home', address: '350 Washington Rd', ...PGH,
    zipCode: '15228', phone: '(412) 555-0136', email: 'admissions@mtlebanoncare.com', region: 'South Hills', lat: 40.3812, lng: -80.0468 },
  { key: 'greentree', name: 'Greentree Manor Nursing Center', type: 'Nursing Home', address: '1848 Greentree Rd', ...PGH,
    zipCode: '15220', phone: '(412) 555-0138', email: 'admissions@greentreemanor.com', region: 'South Hills', lat: 40.4115, lng: -80.0505 },
  { key: 'monroeville-manor', name: 'Monroeville Manor Nursing Home', type: 'Nursing Home', address: '4120 Old William Penn Hwy',
    city: 'Monroeville', state: 'PA', zipCode: '15146', phone: '(412) 555-0140', email: 'intake@monroevillemanor.com',
    region: 'East Suburbs', lat: 40.4365, lng: -79.7775 },
  { key: 'guys-run', name: 'Guys Run Rehabilitation Hospital', type: 'Rehabilitation Facility', address: '320 Guys Run Rd', ...PGH,
    zipCode: '15238', phone: '(412) 555-0142', email: 'referrals@guysrunrehab.com', region: 'East Suburbs', lat: 40.5436, lng: -79.8345 },
  { key: 'fox-chapel', name: 'Fox Chapel Senior Living', type: 'Assisted Living', address: '1100 Freeport Rd', ...PGH,
    zipCode: '15238', phone: '(412) 555-0144', email: 'welcome@foxchapelseniorliving.com', region: 'East Suburbs', lat: 40.4985, lng: -79.8925 },
];

export const AGENCIES: AgencySeed[] = [
  {
    key: 'metro', name: 'Metro EMS', contactName: 'Mike Kowalski', phone: '(412) 555-0150', email: 'dispatch@metro-ems.com',
    address: '700 River Ave', ...PGH, zipCode: '15212', serviceType: 'BLS/ALS', capabilities: ['BLS', 'ALS', 'Bariatric'],
    serviceArea: [CITY, 'North Hills', 'East Suburbs'], operatingHours: null,
    pricing: { BLS: 425, ALS: 650, perMile: 14.5 }, lat: 40.4497, lng: -79.996,
  },
  {
    key: 'acct', name: 'Allegheny Critical Care Transport', contactName: 'Priya Raman', phone: '(412) 555-0152',
    email: 'ops@alleghenycct.com', address: '3100 Smallman St', ...PGH, zipCode: '15201', serviceType: 'Critical Care',
    capabilities: ['CCT', 'Critical Care', 'ALS', 'Neonatal', 'Pediatric'], serviceArea: [CITY, 'North Hills', 'South Hills', 'East Suburbs', 'Mon Valley'],
    operatingHours: null, pricing: { BLS: 450, ALS: 700, CCT: 1250, perMile: 18 }, lat: 40.4612, lng: -79.9705,
  },
  {
    key: 'steelvalley', name: 'Steel Valley Ambulance Service', contactName: 'Joe Hrabik', phone: '(412) 555-0154',
    email: 'dispatch@steelvalleyambulance.org', address: '600 E 8th Ave', city: 'Homestead', state: 'PA', zipCode: '15120',
    serviceType: 'ALS', capabilities: ['ALS', 'BLS', 'Isolation'], serviceArea: ['Mon Valley', CITY, 'South Hills'],
    operatingHours: null, pricing: { BLS: 410, ALS: 640, perMile: 14 }, lat: 40.4068, lng: -79.907,
  },
  {
    key: 'southhills-mt', name: 'South Hills Medical Transport', contactName: 'Lisa Marchetti', phone: '(412) 555-0156',
    email: 'scheduling@southhillsmt.com', address: '3550 Library Rd', ...PGH, zipCode: '15234', serviceType: 'BLS',
    capabilities: ['BLS', 'Bariatric'], serviceArea: ['South Hills', CITY], operatingHours: { start: '06:00', end: '22:00' },
    pricing: { BLS: 395, perMile: 13 }, lat: 40.3641, lng: -80.021,
  },
  {
    key: 'northhills-amb', name: 'North Hills Ambulance Service', contactName: 'Craig Baumann', phone: '(412) 555-0158',
    email: 'dispatch@northhillsambulance.org', address: '8000 Perry Hwy', ...PGH, zipCode: '15237', serviceType: 'BLS/ALS',
    capabilities: ['BLS', 'ALS', 'Pediatric'], serviceArea: ['North Hills', CITY], operatingHours: null,
    pricing: { BLS: 420, ALS: 660, perMile: 14.5 }, lat: 40.5652, lng: -80.0331,
  },
  {
    key: 'parkway', name: 'Parkway East Medical Transport', contactName: 'Denise Palmer', phone: '(412) 555-0160',
    email: 'rides@parkwayeastmt.com', address: '4100 William Penn Hwy', city: 'Monroeville', state: 'PA', zipCode: '15146',
    serviceType: 'BLS', capabilities: ['BLS'], serviceArea: ['East Suburbs', CITY], operatingHours: { start: '07:00', end: '19:00' },
    pricing: { BLS: 380, perMile: 12.5 }, lat: 40.439, lng: -79.7785,
  },
];

const DAY: [string, string] = ['07:00', '19:00'];
const NIGHT: [string, string] = ['19:00', '07:00'];

export const UNITS: UnitSeed[] = [
  { agency: 'metro', unitNumber: 'A-101', level: 'ALS', shift: DAY },
  { agency: 'metro', unitNumber: 'A-102', level: 'ALS', shift: DAY },
  { agency: 'metro', unitNumber: 'A-103', level: 'BLS', shift: DAY, custom: ['Bariatric stretcher'] },
  { agency: 'metro', unitNumber: 'A-104', level: 'BLS', shift: NIGHT },
  { agency: 'metro', unitNumber: 'W-105', level: 'WHEELCHAIR', shift: DAY },
  { agency: 'acct', unitNumber: 'C-201', level: 'CCT', shift: DAY },
  { agency: 'acct', unitNumber: 'C-202', level: 'CCT', shift: NIGHT },
  { agency: 'acct', unitNumber: 'C-203', level: 'CCT', shift: DAY, parkedAs: 'MAINTENANCE', custom: ['Neonatal isolette'] },
  { agency: 'acct', unitNumber: 'A-204', level: 'ALS', shift: DAY },
  { agency: 'steelvalley', unitNumber: 'A-301', level: 'ALS', shift: DAY },
  { agency: 'steelvalley', unitNumber: 'A-302', level: 'ALS', shift: DAY },
  { agency: 'steelvalley', unitNumber: 'A-303', level: 'ALS', shift: NIGHT },
  { agency: 'steelvalley', unitNumber: 'A-304', level: 'BLS', shift: DAY, parkedAs: 'OUT_OF_SERVICE' },
  { agency: 'southhills-mt', unitNumber: 'A-401', level: 'BLS', shift: DAY, custom: ['Bariatric stretcher'] },
  { agency: 'southhills-mt', unitNumber: 'A-402', level: 'BLS', shift: DAY, parkedAs: 'MAINTENANCE' },
  { agency: 'southhills-mt', unitNumber: 'W-403', level: 'WHEELCHAIR', shift: DAY },
  { agency: 'northhills-amb', unitNumber: 'A-501', level: 'ALS', shift: DAY },
  { agency: 'northhills-amb', unitNumber: 'A-502', level: 'BLS', shift: DAY },
  { agency: 'northhills-amb', unitNumber: 'A-503', level: 'BLS', shift: NIGHT, parkedAs: 'OFF_DUTY' },
  { agency: 'northhills-amb', unitNumber: 'W-504', level: 'WHEELCHAIR', shift: DAY },
  { agency: 'parkway', unitNumber: 'W-601', level: 'WHEELCHAIR', shift: DAY },
  { agency: 'parkway', unitNumber: 'W-602', level: 'WHEELCHAIR', shift: DAY, parkedAs: 'OFF_DUTY' },
  { agency: 'parkway', unitNumber: 'A-603', level: 'BLS', shift: DAY },
];

/** A facility and an agency that registered and wait for the control center's review. */
export const PENDING_HOSPITAL: HospitalSeed = {
  key: 'bloomfield', name: 'Bloomfield Family Health Center', type: 'Clinic', address: '4765 Liberty Ave', ...PGH,
  zipCode: '15224', phone: '(412) 555-0170', email: 'director@bloomfield-familyhealth.org', region: CITY,
  contactName: 'Laura Chen', lat: 40.4627, lng: -79.9497, capabilities: ['Primary Care', 'Urgent Care'],
};

export const PENDING_AGENCY: AgencySeed = {
  key: 'steelcity', name: 'Steel City Wheelchair Transport', contactName: 'Tony Russo', phone: '(412) 555-0172',
  email: 'owner@steelcitywheelchair.com', address: '1200 Brownsville Rd', ...PGH, zipCode: '15210', serviceType: 'BLS',
  capabilities: ['BLS', 'Bariatric'], serviceArea: [CITY, 'South Hills'], operatingHours: { start: '06:00', end: '20:00' },
  pricing: { BLS: 360, perMile: 12 }, lat: 40.4012, lng: -79.9857,
};
