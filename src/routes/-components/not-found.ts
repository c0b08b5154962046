import { isNotFound } from '@tanstack/react-router';

interface MatchState {
  status: string;
  error: unknown;
}

/**
 * A guard's notFound() or an unmatched path: the 404 page replaces the route's page. The root
 * route keeps status "success" and carries the notFound as its error.
 */
export const showsNotFound = (matches: readonly MatchState[]) =>
  matches.some((match) => match.status === 'notFound' || isNotFound(match.error));
