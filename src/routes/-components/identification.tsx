import { identificationSearch } from '../../features/identification';

// The pages themselves (what the route files render) are in identification-page.tsx: this
// module is part of the route tree, which ships with the first page, and keeps only what
// matching a URL needs.

/** The profile's identification pages: signed-in users, the main layout, `sr` kept. */
export const accountIdentification = {
  staticData: { roles: ['user'], layout: 'main' },
  validateSearch: identificationSearch,
} as const;

/** The guest's twins: the guest-link pages' role and layout; `sr` names the remembered link. */
export const guestIdentification = {
  staticData: { roles: ['nas'], layout: 'simple' },
  validateSearch: identificationSearch,
} as const;
