// The control center's overview texts (the answers: ./overview-answers).

export const OVERVIEW_MESSAGES = {
  loadFailed: 'Failed to load overview',
} as const;
