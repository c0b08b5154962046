import type { components } from '../../../openapi/schema.gen';

type User = components['schemas']['User'];
type UserInvitation = components['schemas']['UserInvitation'];
type UserBusiness = components['schemas']['UserBusiness'];

/** Why a business is restricted: the trial ended (NEEDS_PAYMENT_METHOD) or it is locked. */
export function restrictionOf(
  business: Pick<UserBusiness, 'paymentMethod'>,
): 'trial' | 'blocked' | null {
  if (business.paymentMethod === 'NEEDS_PAYMENT_METHOD') return 'trial';
  return business.paymentMethod === 'BLOCKED' ? 'blocked' : null;
}

/*
 * What the signed-in shell asks or tells about businesses, one thing at a time: a pending
 * invitation, a locked business (members only), or that the business let the user go. Each
 * is shown once: `seen` holds the keys of what was already shown.
 */

export type BusinessPrompt =
  | { kind: 'invitation'; key: string; invitation: UserInvitation }
  | { kind: 'locked'; key: string; business: string; reason: 'trial' | 'blocked' }
  | { kind: 'removed' | 'deleted'; key: string };

const NOTICES = [
  ['removed', 'removed_from_business'],
  ['deleted', 'business_deleted'],
] as const;

/** The next prompt for this user, or null. Invitations only reach users without a business. */
export function nextBusinessPrompt(
  user: Pick<User, 'id' | 'business' | 'attributes'>,
  invitations: readonly UserInvitation[],
  seen: ReadonlySet<string>,
): BusinessPrompt | null {
  const prompts: BusinessPrompt[] = [];
  const { business } = user;
  const reason = business?.role === 'member' ? restrictionOf(business) : null;
  if (business && reason) {
    prompts.push({
      kind: 'locked',
      key: `locked:${business.id}:${reason}`,
      business: business.name,
      reason,
    });
  }
  if (!business) {
    for (const [kind, attribute] of NOTICES) {
      const marker = user.attributes[attribute]?.[0];
      // The attribute's value tells one removal from the next; the user id one account from another.
      if (marker) prompts.push({ kind, key: `${kind}:${user.id}:${marker}` });
    }
    for (const invitation of invitations) {
      prompts.push({
        kind: 'invitation',
        key: `invitation:${user.id}:${invitation.businessId}:${invitation.invitedAt}`,
        invitation,
      });
    }
  }
  return prompts.find((prompt) => !seen.has(prompt.key)) ?? null;
}

/** Which text the invitation dialog shows: with the inviting admin's name when the server sends it. */
export function invitationTextOf(invitation: Pick<UserInvitation, 'invitedBy'>) {
  return invitation.invitedBy?.trim() ? 'withInviter' : 'anonymous';
}
