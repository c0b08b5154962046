import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { users, type UserRow } from '../../db/schema';
import { toUserSignature, writeProfileSignatures } from '../visual-signatures/profile-signatures';
import { rowsOf } from '../visual-signatures/records';
import { requireUnlockedFlags, resolvedFlags } from '../visual-signatures/options';
import { DEFAULT_PERMISSIONS, toUserView } from './accounts';
import { effectiveQualitiesOf } from './effective-qualities';
import { DomainError } from '../errors';
import { usesSso } from './identity-providers';
import { membershipOf, toUserBusiness } from '../businesses/membership';
import { acceptBusinessInvitation } from '../businesses/joining';
import { migrateLegacyFreePlan } from './free-plan';
import { sealQualitiesOf } from '../seals/permission';
import type { Context } from '../context';
import { groupInfoOf } from '../signer-groups/groups';

type Schemas = components['schemas'];

/**
 * The signed-in user. `hasSso` is true for an account whose domain signs in through single
 * sign-on. The `has_sso` column records a finished SSO registration; an account of an SSO
 * domain without it has an incomplete set-up, which the web app finishes on /signup/sso.
 */
export async function getProfile(
  { db }: Pick<Context, 'db'>,
  user: UserRow,
): Promise<Schemas['User']> {
  const domainUsesSso = await usesSso({ db }, user.email);
  const [signatures, membership, groupInfo, seal, qualities] = await Promise.all([
    rowsOf({ db }, user.id).then((rows) => rows.map(toUserSignature)),
    membershipOf({ db }, user.id),
    groupInfoOf({ db }, user),
    sealQualitiesOf({ db }, user.id),
    effectiveQualitiesOf({ db }, user),
  ]);
  const view = toUserView(user, { hasSso: user.hasSso || domainUsesSso, signatures, qualities });
  return {
    ...view,
    // The seals apply at their own quality, whatever the person's (domain/seals).
    signatureQualities: seal ? { ...view.signatureQualities, seal } : view.signatureQualities,
    ssoSetupIncomplete: domainUsesSso && !user.hasSso,
    groupInfo,
    business: membership && toUserBusiness(membership),
  };
}

/** Attributes PUT /v1/user replaces; an absent one is removed (the body is the whole part). */
const EDITABLE_ATTRIBUTES = [
  'mobile',
  'email_notification_level',
  'default_quality',
  'default_legislation',
  'p11_signing_name',
  'p11_signing_reason',
] as const;

/**
 * Replaces the editable part of the account; visual-signature options follow permissions.
 * `signatures` writes through to the visual signatures (see writeProfileSignatures).
 * The mobile number can be kept or removed here, not changed: a new one needs its code
 * (mobile-number.ts), so an unproven number never reaches the account.
 */
export async function updateProfile(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { user, update: input }: { user: UserRow; update: Schemas['UserUpdate'] },
): Promise<Schemas['User']> {
  if (input.mobile && input.mobile !== user.attributes.mobile?.[0]) {
    throw new DomainError('MOBILE_NOT_VERIFIED', 'A new mobile number needs its code first', {
      field: 'mobile',
    });
  }
  // A verified identity fixes the name: it is what the signing certificates carry.
  if (user.identity) {
    for (const field of ['firstName', 'lastName'] as const) {
      if (input[field] !== user[field]) {
        throw new DomainError(
          'IDENTITY_FIXED',
          'The name was confirmed by an identification and cannot change',
          { field },
        );
      }
    }
  }
  const attributes: Record<string, string[]> = { ...user.attributes, lang: [input.lang] };
  for (const key of EDITABLE_ATTRIBUTES) {
    const value = input[key];
    if (value === undefined || value === null || value === '') delete attributes[key];
    else attributes[key] = [value];
  }
  const permissions = user.permissions ?? DEFAULT_PERMISSIONS;
  // A locked stamp option is refused here as on every visual-signature write, before anything
  // is stored.
  for (const signature of input.signatures ?? []) requireUnlockedFlags(permissions, signature);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        retention: input.retention ?? null,
        attributes,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (input.signatures) {
      await writeProfileSignatures(tx, {
        userId: user.id,
        entries: input.signatures.map((signature) => withPermissions(signature, permissions)),
        now,
      });
    }
    return row;
  });
  return getProfile({ db }, updated ?? user);
}

/** The entry as stored: a flag left out takes its permission's default (locked ones were checked). */
export function withPermissions(
  signature: Schemas['UserSignature'],
  permissions: Schemas['Permissions'],
): Schemas['UserSignature'] {
  return {
    ...signature,
    language: signature.language || 'en',
    ...resolvedFlags(permissions, signature),
    displayQr: signature.displayQr ?? false,
  };
}

/**
 * Records acceptances with their time: accepted_gtc and accepted_tou_swisscom hold the times,
 * accepted_business_invite holds `<business id>@<time>` per invitation. Accepting the general
 * terms moves a legacy free plan to free_migrated. A business invitation
 * joins that business in the same transaction (acceptBusinessInvitation); when it cannot,
 * nothing is recorded.
 */
export async function acceptTerms(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { user, terms: input }: { user: UserRow; terms: Schemas['AcceptRequest'] },
): Promise<void> {
  const at = now.toISOString();
  const attributes = { ...user.attributes };
  const add = (key: string, value: string) => {
    attributes[key] = [...(attributes[key] ?? []), value];
  };
  if (input.gtc) {
    add('accepted_gtc', at);
    Object.assign(attributes, migrateLegacyFreePlan(attributes));
  }
  if (input.tou_swisscom) add('accepted_tou_swisscom', at);
  if (input.business_invite) add('accepted_business_invite', `${input.business_invite}@${at}`);
  await db.transaction(async (tx) => {
    if (input.business_invite) {
      await acceptBusinessInvitation(tx, { user, businessId: input.business_invite, now });
    }
    await tx.update(users).set({ attributes, updatedAt: now }).where(eq(users.id, user.id));
  });
}

/** Stores the referral code once; a user is referred by whoever came first. */
export async function registerReferral(
  { db, now }: Pick<Context, 'db' | 'now'>,
  { user, ucc }: { user: UserRow; ucc: string },
) {
  if (user.attributes.cello_ucc?.length) return;
  await db
    .update(users)
    .set({ attributes: { ...user.attributes, cello_ucc: [ucc] }, updatedAt: now })
    .where(eq(users.id, user.id));
}
