import type { components } from '../../../openapi/schema.gen';
import { freeAccountOf, isBusinessAdmin, viewerFromUser } from '../../features/access';
import { displayName, type ShellAccount } from '../../features/shell';

/** What the header shows of the user, decided by the access rules (one place each). */
export function shellAccountOf(user: components['schemas']['User']): ShellAccount {
  const viewer = viewerFromUser(user);
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    businessAdmin: isBusinessAdmin(viewer),
    freeSignaturesRemaining: freeAccountOf(viewer, user.attributes)?.signaturesRemaining ?? null,
  };
}
