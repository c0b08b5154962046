import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Person } from '../requests/lifecycle-setup';
import { bearer, createUser, login } from '../fixtures';
import { createBusiness } from '../businesses/setup';

/**
 * A business (on `pricePlan`, the starting team plan by default) and everyone its access rule
 * tells apart, signed in: its admin, a plain member, an admin of another business and a stranger.
 */
export async function reportAudience(app: FastifyInstance, pricePlan = 'team') {
  const signedIn = async (user: { email: string; password: string }): Promise<Person> => ({
    email: user.email,
    headers: bearer(await login(app, user)),
  });
  const { business, admin, members } = await createBusiness(app, { members: 1, pricePlan });
  const other = await createBusiness(app);
  return {
    business,
    adminUser: admin,
    memberUser: members[0]!,
    admin: await signedIn(admin),
    member: await signedIn(members[0]!),
    otherAdmin: await signedIn(other.admin),
    stranger: await signedIn(await createUser(app)),
  };
}

/** An export read back as a spreadsheet would: the BOM, CRLF lines, the header row. */
export function parseCsv(body: string): Record<string, string>[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body).toContain('\r\n');
  return parse(body, { bom: true, columns: true, record_delimiter: '\r\n' });
}
