import { notFound } from '@tanstack/react-router';

/**
 * A route's validate check failed (spec 8): a fatal 404 "Page Not Found: {path}". The root's
 * notFoundComponent shows the 404 page; the message travels with it for error reporting.
 */
export function pageNotFound(pathname: string): never {
  throw notFound({ data: { status: 404, message: `Page Not Found: ${pathname}` } });
}
