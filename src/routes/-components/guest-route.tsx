/**
 * What the three guest-link routes share. Only the options matching a URL needs live here: the
 * route tree ships with the first page. Each route names `guestLoader` and `GuestRouteError`
 * (guest-route-parts.tsx) itself, so the code splitter moves them, with the signing feature's
 * queries and error view, into the page's chunk; a spread object would keep them in the entry.
 */
export const guestRoute = {
  staticData: { roles: ['nas'], layout: 'simple' },
} as const;
