// The spec's exact texts plus the server's own error texts. Both sides import these.

export const SCREEN = {
  welcomeTitle: 'Welcome to TCC',
  welcomePrompt: 'Select your login type to continue',
  healthcareLogin: 'Healthcare Facility Login',
  emsLogin: 'EMS Agency Login',
  centerLogin: 'Transport Center Login',
  createHealthcare: 'Create Healthcare Facility Account',
  createEms: 'Create EMS Agency Account',
  clearSession: 'Clear Session & Start Fresh',
  backToSelection: 'Back to Selection',
  backToLoginOptions: 'Back to Login Options',
  backToLoginSelection: 'Back to Login Selection',
  signIn: 'Sign In',
  adminSignIn: 'Sign in',
  signingIn: 'Signing in...',
  adminLoginTitle: 'Transport Control Center',
  registrationSubmitted: 'Registration Submitted!',
  signOut: 'Sign out',
  comingSoon: 'Coming soon...',
  financialTitle: 'Financial Reports',
  lookupCoordinates: 'Lookup Coordinates',
} as const;

/** Registration checks, in the order they are made: a form shows the first that fails (registration.ts). */
export const REGISTRATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  capabilityRequired: 'Please select at least one service capability',
  coordinatesRequired: 'Location coordinates are required. Please lookup or enter latitude and longitude.',
  coordinatesNotNumeric: 'Please enter valid numeric coordinates.',
  latitudeRange: 'Latitude must be between -90 and 90 degrees.',
  longitudeRange: 'Longitude must be between -180 and 180 degrees.',
} as const;

export const GEOCODE_MESSAGES = {
  fillAddressFirst: 'Please fill in address, city, state, and ZIP code before looking up coordinates',
  serviceUnavailable: 'Geocoding service unavailable',
  lookupFailed: 'Failed to lookup coordinates. Please enter them manually.',
  notFound: 'Address not found. Please enter coordinates manually.',
  /** A saved address whose coordinates neither the geocoder nor the ZIP code's centroid gives. */
  savedAddressNotFound: 'Address not found. Please check the address and ZIP code.',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed',
  networkError: 'Network error. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  awaitingVerification:
    'Please verify your email address before signing in. Check your inbox for the verification link.',
  awaitingApproval:
    'Your account is awaiting approval by the TCC team. Approval usually takes up to 24 hours.',
  // covers a declined registration, a deactivated organisation and a disabled account alike
  accountDisabled: 'This account is not active: its registration was declined or its access has been turned off. Please contact the TCC team.',
  wrongPortal: 'This account cannot sign in here. Please use the login for your account type.',
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  verificationInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified.',
} as const;

export const HTTP_MESSAGES = {
  malformedJson: 'Malformed JSON in request body',
  malformedUrl: 'Malformed URL: it holds an escape (%) that does not decode',
  pathPartTooLong: (max: number) => `The address is too long: a part of its path exceeds ${max} characters`,
  malformedRequest: 'Malformed request: it is not HTTP this server can read',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'Request headers are too large',
  tooManyConnections: 'Too many connections from your address. Close some and try again in a few seconds.',
  serverBusy: 'The server is at its connection limit. Please try again in a few seconds.',
  bodyTooLarge: 'Request body is too large (limit 1 MB)',
  bodyTooDeep: (levels: number) => `Request body is nested too deeply (at most ${levels} levels of objects and lists)`,
  notFound: 'Not found',
  unsupportedMediaType: 'Unsupported content type; send JSON',
  internal: 'Something went wrong on our side. Please try again.',
  starting: 'TCC is starting. Please try again in a moment.',
  controlCharacters: (field: string) => `${field} must not contain control characters`,
  lineBreaks: (field: string) => `${field} must be a single line, without line breaks or tabs`,
} as const;
