import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessInvitations, businessMembers } from '../../src/db/schema';
import { build, createClock } from '../build';
import { createUser, post } from '../fixtures';
import { captureMail } from '../mail-capture';
import { as, codeOf, peopleTables } from './people-setup';
import { createSubscribedBusiness } from '../billing/subscribed';
import { createBusiness } from './setup';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const newAddress = () => `invitee-${Date.now()}-${(counter += 1)}@example.test`;

function register(token: string, language = 'fr-ch') {
  return post(t.app, '/v1/register', {
    firstName: 'Nora',
    lastName: 'Neu',
    password: 'quiet meadow lantern 42',
    token,
    gtc: true,
    language,
  });
}

async function roleOf(userId: string) {
  const [row] = await t.app.db
    .select()
    .from(businessMembers)
    .where(eq(businessMembers.userId, userId));
  return row ? { businessId: row.businessId, role: row.role } : null;
}

describe('inviting people to a business', () => {
  it('invites an account to accept in the app and a new address to sign up', async () => {
    const { business, admin } = await createBusiness(t.app);
    const colleague = await createUser(t.app, { attributes: { lang: ['de-ch'] } });
    const newcomer = newAddress();
    const response = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [
        { email: colleague.email.toUpperCase(), firstName: 'Kim' },
        { email: newcomer, role: 'admin' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expectContractResponse('inviteBusinessMembers', response);
    expect(response.json().invitedMembers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: colleague.email, role: 'member', invitedBy: admin.email }),
        expect.objectContaining({
          email: newcomer,
          role: 'admin',
          expiresAt: new Date(clock.now().getTime() + 14 * DAY).toISOString(),
        }),
      ]),
    );

    // The account: in its own language, a link into the app where the dialog asks.
    const invitation = mail.last(colleague.email);
    expect(invitation.subject).toBe('Alex Admin lädt Sie ein, Acme AG auf Paraph beizutreten');
    expect(invitation.link).toBe(`https://app.test/?business_invite=${business.id}`);
    const listed = await as(t.app, colleague, 'GET', '/v1/user/invitations');
    expectContractResponse('listUserInvitations', listed);
    expect(listed.json().invitations).toEqual([
      expect.objectContaining({
        businessId: business.id,
        businessName: 'Acme AG',
        role: 'member',
        invitedBy: 'Alex Admin',
      }),
    ]);
    const accepted = await as(t.app, colleague, 'POST', '/v1/user/accept', {
      business_invite: business.id,
    });
    expect(accepted.statusCode).toBe(204);
    expect(await roleOf(colleague.id)).toEqual({ businessId: business.id, role: 'member' });
    const me = await as(t.app, colleague, 'GET', '/v1/user');
    expect(me.json().business).toMatchObject({ id: business.id, role: 'member' });
    expect(me.json().attributes.accepted_business_invite).toEqual([
      `${business.id}@${clock.now().toISOString()}`,
    ]);

    // The new address: a sign-up link; the account it makes joins with the invited role.
    const signup = mail.last(newcomer);
    const link = new URL(signup.link ?? '');
    expect(link.origin + link.pathname).toBe('https://app.test/signup/confirm');
    clock.advance(3 * DAY); // longer than a plain sign-up link lives
    const registered = await register(link.searchParams.get('token') ?? '');
    expect(registered.statusCode).toBe(201);
    const made = await as(
      t.app,
      { email: newcomer, password: 'quiet meadow lantern 42' },
      'GET',
      '/v1/user',
    );
    expect(made.json().business).toMatchObject({ id: business.id, role: 'admin' });

    // Both invitations are used up.
    const open = await as(t.app, admin, 'GET', `/v2/businesses/${business.id}/invitations`);
    expectContractResponse('listBusinessInvitations', open);
    expect(open.json().invitedMembers).toEqual([]);
  });

  it('joins whoever registers an invited address, through any sign-up link', async () => {
    const { business, admin } = await createBusiness(t.app);
    const email = newAddress();
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, { users: [{ email }] });
    // The invitation mail got lost; the person signs up on their own.
    await post(t.app, '/v1/request-confirmation', { email, lang: 'it', confirm: true });
    const token = mail.linkOf(email).searchParams.get('token') ?? '';
    expect((await register(token, 'it')).statusCode).toBe(201);
    const me = await as(t.app, { email, password: 'quiet meadow lantern 42' }, 'GET', '/v1/user');
    expect(me.json().business).toMatchObject({ id: business.id, role: 'member' });
  });

  it('renews an invitation when asked again, keeping one row', async () => {
    const { business, admin } = await createBusiness(t.app);
    const email = newAddress();
    const first = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email }],
    });
    clock.advance(10 * DAY);
    const again = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email, role: 'admin' }],
    });
    expect(again.statusCode).toBe(201);
    const [before] = first.json().invitedMembers;
    const [after] = again.json().invitedMembers;
    expect(after.id).toBe(before.id);
    expect(after.role).toBe('admin');
    expect(after.expiresAt).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());
  });

  it('skips people already in the business, and refuses when everyone is', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const email = newAddress();
    const some = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: members[0]!.email }, { email }],
    });
    expect(some.statusCode).toBe(201);
    expect(some.json().invitedMembers.map((i: { email: string }) => i.email)).toEqual([email]);

    const before = await peopleTables(t.app);
    const sent = mail.messages.length;
    const none = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: members[0]!.email }, { email: admin.email }],
    });
    expect(none.statusCode).toBe(409);
    expectContractResponse('inviteBusinessMembers', none);
    expect(codeOf(none)).toBe('ALREADY_MEMBER');
    expect(await peopleTables(t.app)).toEqual(before);
    expect(mail.messages.length).toBe(sent);
  });

  it('refuses the whole call for an account of another business, storing and sending nothing', async () => {
    const { business, admin } = await createBusiness(t.app);
    const other = await createBusiness(t.app, { members: 1 });
    const before = await peopleTables(t.app);
    const sent = mail.messages.length;
    const response = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: newAddress() }, { email: other.members[0]!.email }],
    });
    expect(response.statusCode).toBe(409);
    expectContractResponse('inviteBusinessMembers', response);
    expect(codeOf(response)).toBe('ALREADY_IN_A_BUSINESS');
    expect(await peopleTables(t.app)).toEqual(before);
    expect(mail.messages.length).toBe(sent);
  });

  it('counts members, admins and open invitations against the seats', async () => {
    // A trial has 10 seats: the admin and 8 members leave one.
    const { business, admin } = await createBusiness(t.app, { members: 8 });
    const before = await peopleTables(t.app);
    const two = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: newAddress() }, { email: newAddress() }],
    });
    expect(two.statusCode).toBe(422);
    expectContractResponse('inviteBusinessMembers', two);
    expect(codeOf(two)).toBe('SEAT_LIMIT_REACHED');
    expect(await peopleTables(t.app)).toEqual(before);

    const email = newAddress();
    const one = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email }],
    });
    expect(one.statusCode).toBe(201);
    // Renewing the open invitation needs no new seat; a further address does.
    expect(
      (
        await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
          users: [{ email }],
        })
      ).statusCode,
    ).toBe(201);
    const full = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: newAddress() }],
    });
    expect(codeOf(full)).toBe('SEAT_LIMIT_REACHED');
    // An expired invitation frees its seat.
    clock.advance(15 * DAY);
    const later = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: newAddress() }],
    });
    expect(later.statusCode).toBe(201);
  });

  it('counts against the seats of a card subscription, not the plan size', async () => {
    // Team bought with 5 seats: the admin and 3 members leave one.
    const { business, admin } = await createSubscribedBusiness(t.app, { members: 3 });
    const one = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: newAddress() }],
    });
    expect(one.statusCode).toBe(201);
    const before = await peopleTables(t.app);
    const full = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: newAddress() }],
    });
    expect(full.statusCode).toBe(422);
    expect(codeOf(full)).toBe('SEAT_LIMIT_REACHED');
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('revokes an invitation: it can no longer be accepted', async () => {
    const { business, admin } = await createBusiness(t.app);
    const invitee = await createUser(t.app);
    const invited = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: invitee.email }],
    });
    const id = invited.json().invitedMembers[0].id;
    const revoked = await as(
      t.app,
      admin,
      'DELETE',
      `/v1/businesses/${business.id}/invitations/${id}`,
    );
    expect(revoked.statusCode).toBe(204);
    expectContractResponse('revokeBusinessInvitation', revoked);
    const again = await as(
      t.app,
      admin,
      'DELETE',
      `/v1/businesses/${business.id}/invitations/${id}`,
    );
    expect(again.statusCode).toBe(404);
    const accept = await as(t.app, invitee, 'POST', '/v1/user/accept', {
      business_invite: business.id,
    });
    expect(accept.statusCode).toBe(404);
    expectContractResponse('acceptTerms', accept);
    expect(await roleOf(invitee.id)).toBeNull();
  });
});

describe('answering an invitation', () => {
  it('refuses an expired invitation with INVITATION_EXPIRED and records nothing', async () => {
    const { business, admin } = await createBusiness(t.app);
    const invitee = await createUser(t.app);
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: invitee.email }],
    });
    clock.advance(15 * DAY);
    expect((await as(t.app, invitee, 'GET', '/v1/user/invitations')).json().invitations).toEqual(
      [],
    );
    const before = await peopleTables(t.app);
    const response = await as(t.app, invitee, 'POST', '/v1/user/accept', {
      business_invite: business.id,
      gtc: true,
    });
    expect(response.statusCode).toBe(422);
    expectContractResponse('acceptTerms', response);
    expect(codeOf(response)).toBe('INVITATION_EXPIRED');
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('refuses someone already in a business with 409 ALREADY_IN_A_BUSINESS', async () => {
    const first = await createBusiness(t.app);
    const second = await createBusiness(t.app, { members: 1 });
    const member = second.members[0]!;
    // Invited while free is not possible for a member; the invitation predates joining.
    await t.app.db.insert(businessInvitations).values({
      id: 'inv_test000000000001',
      businessId: first.business.id,
      email: member.email,
      role: 'member',
      invitedBy: first.admin.id,
      invitedAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + DAY),
    });
    const before = await peopleTables(t.app);
    const response = await as(t.app, member, 'POST', '/v1/user/accept', {
      business_invite: first.business.id,
    });
    expect(response.statusCode).toBe(409);
    expectContractResponse('acceptTerms', response);
    expect(codeOf(response)).toBe('ALREADY_IN_A_BUSINESS');
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('declines: the invitation is gone for the business too', async () => {
    const { business, admin } = await createBusiness(t.app);
    const invitee = await createUser(t.app);
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
      users: [{ email: invitee.email }],
    });
    const declined = await as(t.app, invitee, 'DELETE', `/v1/user/invitations/${business.id}`);
    expect(declined.statusCode).toBe(204);
    expectContractResponse('declineUserInvitation', declined);
    const again = await as(t.app, invitee, 'DELETE', `/v1/user/invitations/${business.id}`);
    expect(again.statusCode).toBe(404);
    expectContractResponse('declineUserInvitation', again);
    const open = await as(t.app, admin, 'GET', `/v2/businesses/${business.id}/invitations`);
    expect(open.json().invitedMembers).toEqual([]);
  });
});
