import { asc, eq, or } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { apiUsers, users, type ApiUserRow, type UserRow } from '../../db/schema';
import { hashToken } from '../accounts/sessions';
import { requireBusinessAdmin } from '../businesses/access';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { apiUserEmail, newApiUserSecret, NO_PASSWORD } from './identity';
import { retireApiUserAccounts } from './retirement';

type Schemas = components['schemas'];
type ManagementContext = Pick<Context, 'db' | 'now'>;

interface BusinessInput {
  caller: UserRow;
  businessId: string;
}

interface ApiUserInput extends BusinessInput {
  username: string;
}

const notFound = () => new DomainError('NOT_FOUND', 'API user not found');

function toApiUser(row: ApiUserRow): Schemas['ApiUser'] {
  return {
    username: row.username,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The API user of the path, when it belongs to the business of the path. */
async function apiUserOf(db: Db, { businessId, username }: ApiUserInput): Promise<ApiUserRow> {
  const [row] = await db.select().from(apiUsers).where(eq(apiUsers.username, username)).limit(1);
  if (!row || row.businessId !== businessId) throw notFound();
  return row;
}

export async function listApiUsers(
  { db }: ManagementContext,
  input: BusinessInput,
): Promise<Schemas['ApiUsers']> {
  await requireBusinessAdmin({ db, user: input.caller }, input.businessId);
  const rows = await db
    .select()
    .from(apiUsers)
    .where(eq(apiUsers.businessId, input.businessId))
    .orderBy(asc(apiUsers.username));
  return { apiUsers: rows.map(toApiUser) };
}

/**
 * A technical user of the business and the account it acts as: that account owns the requests
 * the API user sends, has no usable password and an address no mail reaches. The username is
 * unique across every business; the backing address keeps it so among accounts too.
 */
export async function createApiUser(
  { db, now }: ManagementContext,
  input: BusinessInput & { body: Schemas['ApiUserCreate'] },
): Promise<Schemas['ApiUserSecret']> {
  await requireBusinessAdmin({ db, user: input.caller }, input.businessId);
  const { username, description } = input.body;
  const secret = newApiUserSecret();
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .leftJoin(apiUsers, eq(apiUsers.userId, users.id))
      .where(or(eq(users.email, apiUserEmail(username)), eq(apiUsers.username, username)))
      .limit(1);
    if (taken) throw usernameTaken();
    const [user] = await tx
      .insert(users)
      .values({
        id: newId('u'),
        email: apiUserEmail(username),
        passwordHash: NO_PASSWORD,
        firstName: username,
        lastName: '',
        // Never mailed; marked verified so no flow waits for a confirmation that cannot come.
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw usernameTaken();
    const inserted = await tx
      .insert(apiUsers)
      .values({
        username,
        businessId: input.businessId,
        userId: user.id,
        description,
        secretHash: hashToken(secret),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ username: apiUsers.username });
    if (!inserted.length) throw usernameTaken();
  });
  return { username, secret };
}

const usernameTaken = () =>
  new DomainError('USERNAME_TAKEN', 'This username is already taken', { field: 'username' });

export async function updateApiUser(
  { db }: ManagementContext,
  input: ApiUserInput & { body: Schemas['ApiUserUpdate'] },
): Promise<Schemas['ApiUser']> {
  await requireBusinessAdmin({ db, user: input.caller }, input.businessId);
  await apiUserOf(db, input);
  const [row] = await db
    .update(apiUsers)
    .set({ description: input.body.description })
    .where(eq(apiUsers.username, input.username))
    .returning();
  if (!row) throw notFound();
  return toApiUser(row);
}

/** A new secret; the old one stops working with this write, as every call checks the hash. */
export async function resetApiUserSecret(
  { db }: ManagementContext,
  input: ApiUserInput,
): Promise<Schemas['ApiUserSecret']> {
  await requireBusinessAdmin({ db, user: input.caller }, input.businessId);
  await apiUserOf(db, input);
  const secret = newApiUserSecret();
  await db
    .update(apiUsers)
    .set({ secretHash: hashToken(secret) })
    .where(eq(apiUsers.username, input.username));
  return { username: input.username, secret };
}

/**
 * The API user goes at once. Its account stays (see retireApiUserAccounts): it owns the requests
 * the API user sent, which keep belonging to the business, which still sees them.
 */
export async function deleteApiUser(
  { db, now }: ManagementContext,
  input: ApiUserInput,
): Promise<void> {
  await requireBusinessAdmin({ db, user: input.caller }, input.businessId);
  const row = await apiUserOf(db, input);
  await db.transaction(async (tx) => {
    await tx.delete(apiUsers).where(eq(apiUsers.username, row.username));
    await retireApiUserAccounts(tx, { userIds: [row.userId], now });
  });
}
