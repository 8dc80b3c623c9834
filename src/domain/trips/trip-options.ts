// Dropdown options of the request forms, kept in Hospital Settings: contracts and defaults.
import { z } from 'zod';
import { DROPDOWN_CATEGORY_VALUES, type DropdownCategory } from '../common/enums';

/** The lists a new installation starts with; administrators maintain them and each facility gets its own copy. */
export const DEFAULT_DROPDOWN_OPTIONS: Record<DropdownCategory, string[]> = {
  insurance: [
    'Medicare', 'Medicaid', 'Highmark Blue Cross Blue Shield', 'UPMC Health Plan', 'Aetna', 'UnitedHealthcare',
    'Cigna', 'Humana', 'Tricare', 'Veterans Affairs', 'Self-Pay',
  ],
  diagnosis: [
    'Congestive Heart Failure', 'COPD Exacerbation', 'Pneumonia', 'Hip Fracture', 'Stroke (CVA)', 'Sepsis',
    'End-Stage Renal Disease', 'Acute Myocardial Infarction', 'Respiratory Failure', 'Dementia',
    'Post-Surgical Recovery', 'Diabetic Complications', 'Traumatic Injury',
  ],
  mobility: ['Ambulatory', 'Wheelchair', 'Stretcher', 'Bedbound'],
  'transport-level': ['BLS', 'ALS', 'CCT'],
  urgency: ['Routine', 'Urgent', 'Emergent'],
};

/**
 * The paths of GET /api/trips/options/{path} and the category each reads; the transport level list is also
 * served at "transportLevel".
 */
export const TRIP_OPTION_PATHS: Record<string, DropdownCategory> = {
  diagnosis: 'diagnosis',
  mobility: 'mobility',
  'transport-level': 'transport-level',
  transportLevel: 'transport-level',
  urgency: 'urgency',
  insurance: 'insurance',
};

export const DROPDOWN_MESSAGES = {
  notFound: 'Option not found',
  duplicate: 'This option already exists in this category',
  unknownCategory: 'Unknown option category',
  transportLevelValue: 'must be BLS, ALS, CCT or Critical Care for a transport level',
} as const;

// The category's transport levels must stay ones the request accepts, so a facility's list can never offer a dead choice.
const TRANSPORT_LEVEL_VALUES = new Set(['BLS', 'ALS', 'CCT', 'CRITICAL CARE']);
export const isAllowedOptionValue = (category: DropdownCategory, value: string) =>
  category !== 'transport-level' || TRANSPORT_LEVEL_VALUES.has(value.trim().toUpperCase());

/** A non-blank trimmed value: blank or whitespace answers "value is required". */
export const optionValue = z.string().trim().min(1).max(200);

// a string first, so a missing category reads "category is required" rather than "must be one of"
export const dropdownCategoryField = z.string().pipe(z.enum(DROPDOWN_CATEGORY_VALUES));

/** POST /api/dropdown-options */
export const dropdownOptionCreateBody = z
  .strictObject({ category: dropdownCategoryField, value: optionValue })
  .refine((b) => isAllowedOptionValue(b.category, b.value), { message: DROPDOWN_MESSAGES.transportLevelValue, path: ['value'] });

/** PUT /api/dropdown-options/{id} */
export const dropdownOptionUpdateBody = z.strictObject({ value: optionValue });

export const dropdownCategoryParams = z.object({ category: z.string().max(100) });
