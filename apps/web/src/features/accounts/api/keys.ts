/**
 * Query keys of the accounts area. Every key starts with 'accounts', so a change to a team or
 * an account refreshes the team list, the account lists and the pickers at once.
 */
export const accountKeys = {
  all: ['accounts'] as const,
  teams: (filters: object) => ['accounts', 'teams', filters] as const,
  page: (body: object) => ['accounts', 'page', body] as const,
  normal: (filters: object) => ['accounts', 'normal', filters] as const,
  options: (needClose: boolean) => ['accounts', 'options', needClose] as const,
  profile: () => ['accounts', 'profile'] as const,
};
