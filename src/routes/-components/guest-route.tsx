/**
 * What the three guest-link routes share. Only the options matching a URL needs live here: the
 * route tree ships with the first page. Each route names its loader (`guestLoader`,
 * guest-route-parts.tsx) and its error view (`routeError(GuestLinkError)`) itself, so the code
 * splitter moves the error view, with the signing feature's messages, into the page's chunk; a
 * spread object would keep it in the entry. The loader ships with the route tree, as every
 * route's does.
 */
export const guestRoute = {
  staticData: { roles: ['nas'], layout: 'simple' },
} as const;
