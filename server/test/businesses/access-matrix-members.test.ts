import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse, type OperationId } from '../../../tests/contract/contract';
import { build } from '../build';
import { createUser } from '../fixtures';
import { as, peopleTables } from './people-setup';
import { createBusiness } from './setup';

/**
 * Every member, cost centre, invitation and domain operation against everyone who is not an admin of the
 * business: its members are refused (403), anyone else never learns it exists (404), no
 * token is 401 — and no refusal changes a row. The admin's own calls come last and succeed.
 */
const t = build();

type Person = Awaited<ReturnType<typeof createUser>>;
interface Fixture {
  businessId: string;
  admin: Person;
  member: Person;
  invitationId: string;
  domains: [string, string];
}
let f: Fixture;
let roles: Record<string, { person: Person | null; status: number }>;

beforeAll(async () => {
  const { business, admin, members } = await createBusiness(t.app, { members: 2 });
  const [member, removed] = members as [Person, Person];
  const other = await createBusiness(t.app);
  const free = await createUser(t.app);
  const invited = await createUser(t.app);
  const invitation = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
    users: [{ email: invited.email }],
  });
  await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/remove-members`, {
    user_ids: [removed.id],
  });
  const domains: [string, string] = ['matrix-one.example', 'matrix-two.example'];
  for (const domain of domains) {
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/domains`, { domain });
  }
  f = {
    businessId: business.id,
    admin,
    member,
    invitationId: invitation.json().invitedMembers[0].id,
    domains,
  };
  roles = {
    'a member of it': { person: member, status: 403 },
    'an admin of another business': { person: other.admin, status: 404 },
    'a removed member': { person: removed, status: 404 },
    'someone invited, not joined': { person: invited, status: 404 },
    'a free user': { person: free, status: 404 },
    'no token': { person: null, status: 401 },
  };
});

interface Operation {
  id: OperationId;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => object;
  /** What the business's admin gets, in this order (later calls see earlier changes). */
  adminStatus: number;
}

const base = () => `/v1/businesses/${f.businessId}`;
const operations: Operation[] = [
  { id: 'listBusinessAdmins', method: 'GET', url: () => `${base()}/admins`, adminStatus: 200 },
  { id: 'listBusinessMembers', method: 'GET', url: () => `${base()}/members`, adminStatus: 200 },
  {
    id: 'listBusinessInvitations',
    method: 'GET',
    url: () => `/v2/businesses/${f.businessId}/invitations`,
    adminStatus: 200,
  },
  {
    id: 'getDomainVerification',
    method: 'GET',
    url: () => `${base()}/domains/verification`,
    adminStatus: 200,
  },
  {
    id: 'inviteBusinessMembers',
    method: 'POST',
    url: () => `${base()}/members`,
    body: () => ({ users: [{ email: 'matrix-new@example.test' }] }),
    adminStatus: 201,
  },
  {
    id: 'changeMembersToAdmins',
    method: 'POST',
    url: () => `${base()}/change-to-admins`,
    body: () => ({ user_ids: [f.member.id] }),
    adminStatus: 200,
  },
  {
    id: 'changeAdminsToMembers',
    method: 'POST',
    url: () => `${base()}/change-to-members`,
    body: () => ({ user_ids: [f.member.id] }),
    adminStatus: 200,
  },
  {
    id: 'updateBusinessMember',
    method: 'PUT',
    url: () => `${base()}/members/${f.member.id}`,
    body: () => ({ costCenter: 'Legal' }),
    adminStatus: 200,
  },
  {
    id: 'revokeBusinessInvitation',
    method: 'DELETE',
    url: () => `${base()}/invitations/${f.invitationId}`,
    adminStatus: 204,
  },
  {
    id: 'addBusinessDomain',
    method: 'POST',
    url: () => `${base()}/domains`,
    body: () => ({ domain: 'matrix-three.example' }),
    adminStatus: 200,
  },
  {
    id: 'removeBusinessDomainByBody',
    method: 'DELETE',
    url: () => `${base()}/domains`,
    body: () => ({ domain: f.domains[0] }),
    adminStatus: 200,
  },
  {
    id: 'removeBusinessDomain',
    method: 'DELETE',
    url: () => `${base()}/domains/${f.domains[1]}`,
    adminStatus: 200,
  },
  {
    id: 'removeBusinessMembers',
    method: 'POST',
    url: () => `${base()}/remove-members`,
    body: () => ({ user_ids: [f.member.id] }),
    adminStatus: 204,
  },
];

const ROLE_NAMES = [
  'a member of it',
  'an admin of another business',
  'a removed member',
  'someone invited, not joined',
  'a free user',
  'no token',
];

describe('access to a business’s members, invitations and domains', () => {
  it.each(operations.flatMap((op) => ROLE_NAMES.map((role) => [op.id, role, op] as const)))(
    '%s by %s is refused and changes nothing',
    async (_, roleName, op) => {
      const role = roles[roleName]!;
      const before = await peopleTables(t.app);
      const response = await as(t.app, role.person, op.method, op.url(), op.body?.());
      expect(response.statusCode, response.body).toBe(role.status);
      expectContractResponse(op.id, response);
      expect(await peopleTables(t.app)).toEqual(before);
    },
  );

  it('lets the business’s admin do each of them', async () => {
    for (const op of operations) {
      const response = await as(t.app, f.admin, op.method, op.url(), op.body?.());
      expect(response.statusCode, `${op.id}: ${response.body}`).toBe(op.adminStatus);
      expectContractResponse(op.id, response);
    }
  });
});

describe('the user’s own business operations', () => {
  it.each([
    ['DELETE', '/v1/user/business'],
    ['GET', '/v1/user/invitations'],
    ['DELETE', '/v1/user/invitations/biz_4Tq9LmZx2Wc7Rp1K'],
  ] as const)('%s %s needs a token', async (method, url) => {
    const response = await as(t.app, null, method, url);
    expect(response.statusCode).toBe(401);
  });
});
