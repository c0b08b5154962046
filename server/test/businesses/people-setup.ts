import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import {
  businessDomains,
  businessInvitations,
  businessMembers,
  oneTimeTokens,
  users,
} from '../../src/db/schema';
import { createSession } from '../../src/domain/accounts/sessions';
import { bearer, login } from '../fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call as `person`, or without a token when `person` is null. A person with an id gets a
 * fresh session straight from the table (tests call often and move the clock past a day; the
 * login's rate limit is not what they test); one known by address alone logs in.
 */
export async function as(
  app: FastifyInstance,
  person: { id?: string; email: string; password: string } | null,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const token = !person
    ? null
    : person.id
      ? (await createSession({ db: app.db, now: app.now() }, person.id)).token
      : await login(app, person);
  const headers = token ? bearer(token) : {};
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/**
 * Everything the member, invitation and domain operations can change: a refusal must leave
 * it exactly as it was.
 */
export async function peopleTables(app: FastifyInstance) {
  const [members, invitations, domains, accounts, tokens] = await Promise.all([
    app.db.select().from(businessMembers).orderBy(asc(businessMembers.userId)),
    app.db.select().from(businessInvitations).orderBy(asc(businessInvitations.id)),
    app.db.select().from(businessDomains).orderBy(asc(businessDomains.domain)),
    app.db
      .select({ id: users.id, attributes: users.attributes })
      .from(users)
      .orderBy(asc(users.id)),
    app.db.select().from(oneTimeTokens).orderBy(asc(oneTimeTokens.tokenHash)),
  ]);
  return { members, invitations, domains, accounts, tokens };
}

export const codeOf = (response: LightMyRequestResponse) =>
  (response.json() as { code?: string }).code;
