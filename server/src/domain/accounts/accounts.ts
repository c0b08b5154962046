import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { users, type UserRow } from '../../db/schema';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { highestQuality } from '../qualities';
import { createSession, revokeSession } from './sessions';
import type { Context } from '../context';

type Schemas = components['schemas'];

/** Attributes the server keeps for itself; they are not part of the contract's user. */
const INTERNAL_ATTRIBUTES = new Set([
  'first_login',
  'avatar',
  'registration_flow',
  'accepted_tou_swisscom',
  // A direct upgrade's provider customer and billing country, until its business exists.
  'billing_customer_id',
  'billing_country',
]);

/** Every visual-signature option is the user's to choose unless a business decides. */
export const DEFAULT_PERMISSIONS: Schemas['Permissions'] = {
  visualSignatures: {
    claim: { canUpdate: true, defaultValue: true },
    date: { canUpdate: true, defaultValue: true },
    std: { canUpdate: true, defaultValue: true },
  },
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  emailVerified?: boolean;
  attributes?: Record<string, string[]>;
}

export async function createUser(
  { db, now }: Pick<Context, 'db' | 'now'>,
  input: NewUser,
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      id: newId('u'),
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerified: input.emailVerified ?? false,
      attributes: input.attributes ?? {},
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('Inserting a user returned no row');
  return user;
}

/**
 * Opens a 24-hour session. An unknown e-mail and a wrong password fail identically, in answer
 * and in time, so that accounts cannot be discovered through this call.
 */
export async function login(
  { db, now }: Pick<Context, 'db' | 'now'>,
  credentials: Schemas['LoginRequest'],
): Promise<Schemas['LoginResponse']> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(credentials.email)))
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyDecoy(credentials.password);
  if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS', 'Wrong e-mail or password');

  if (credentials.first_login && !user.attributes.first_login) {
    await db
      .update(users)
      .set({ attributes: { ...user.attributes, first_login: [now.toISOString()] }, updatedAt: now })
      .where(eq(users.id, user.id));
  }
  const { token, expiresAt } = await createSession({ db, now }, user.id);
  return { token, expiresAt: expiresAt.toISOString() };
}

export function logout({ db, now }: Pick<Context, 'db' | 'now'>, tokenHash: string): Promise<void> {
  return revokeSession({ db, now }, tokenHash);
}

/** The contract's view of an account: never the password hash, never a token. */
export function toUserView(
  user: UserRow,
  options: {
    hasSso?: boolean;
    signatures?: Schemas['UserSignature'][];
    /** The effective qualities (effective-qualities.ts); the stored ones by default. */
    qualities?: Schemas['SignatureQualities'];
  } = {},
): Schemas['User'] {
  const permissions = user.permissions ?? DEFAULT_PERMISSIONS;
  const qualities = options.qualities ?? user.signatureQualities;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    hasSso: options.hasSso ?? user.hasSso,
    retention: user.retention,
    permissions,
    groupInfo: { groupVersions: {}, groups: [] },
    disabledQualities: [],
    // An unverified e-mail cannot sign at any quality yet (spec §4).
    signatureQualities: user.emailVerified
      ? { ses: { any: { quality: 'ses' } }, ...qualities }
      : {},
    highestQuality: highestQuality(user.emailVerified, qualities),
    signatures: options.signatures?.length
      ? options.signatures
      : [defaultSignature(user, permissions)],
    attributes: publicAttributes(user.attributes),
    business: null,
  };
}

/** The stamp a user has before choosing one: the name, and the permitted defaults. */
export function defaultSignature(
  user: Pick<UserRow, 'firstName' | 'lastName'>,
  permissions: Schemas['Permissions'] = DEFAULT_PERMISSIONS,
): Schemas['UserSignature'] {
  const { claim, std, date } = permissions.visualSignatures;
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    language: 'en',
    displayClaim: claim.defaultValue,
    displayStandards: std.defaultValue,
    displayQr: false,
    displayDate: date.defaultValue,
  };
}

function publicAttributes(attributes: Record<string, string[]>): Schemas['UserAttributes'] {
  const entries = Object.entries(attributes).filter(([key]) => !INTERNAL_ATTRIBUTES.has(key));
  // The column is free-form JSON; the response serialiser drops any key the contract lacks.
  return Object.fromEntries(entries) as Schemas['UserAttributes'];
}
