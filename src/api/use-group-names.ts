import { useQuery } from '@tanstack/react-query';
import { usableGroupsQuery } from './queries';

/**
 * The names of the signer groups the user can use, by id. Asked for only when a request has
 * group signers; a group the user cannot see (another business's) has no name here, and the
 * page says "Signer group" for it.
 */
export function useGroupNames(needed: boolean): ReadonlyMap<string, string> {
  const { data } = useQuery({ ...usableGroupsQuery(), enabled: needed });
  return new Map((data?.groups ?? []).map((group) => [group.id, group.name]));
}
