// The wording of the control center's Time Zone setting (its Settings screen); the spec gives none.
export const CENTER_TIME_ZONE_UI = {
  title: 'Time zone',
  description:
    "The zone the control center reads every time in: its screens, the route planner, the analytics' days, the CSV files and its alerts. A facility or agency with neither a zone nor a state of its own reads it too.",
  label: 'Time Zone',
  inForce: (zone: string) => `Times are now shown in ${zone} time.`,
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved!',
  error: 'Error',
  failed: 'The time zone could not be saved',
  loadFailed: 'The time zone setting could not be loaded',
  retry: 'Try again',
  dismiss: 'Dismiss message',
} as const;
