/**
 * Direct-sign mode, where Italian is offered: the /direct-sign pages and the guest link
 * /view/{id}/{userid} (a plain /view/{srid} belongs to a signed-in user).
 */
export function isDirectSignPath(pathname: string): boolean {
  if (pathname === '/direct-sign' || pathname.startsWith('/direct-sign/')) return true;
  return /^\/view\/[^/]+\/[^/]+\/?$/.test(pathname);
}
