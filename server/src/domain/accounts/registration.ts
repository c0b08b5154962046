import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { renderMail } from '../../mail/templates';
import { createUser, normalizeEmail } from './accounts';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { newFreeAccountAttributes } from './free-plan';
import { enforce, LIMITS, mailPerIpOf, within } from '../limits';
import {
  consumeToken,
  hasLiveToken,
  issueToken,
  peekToken,
  revokeTokens,
  tokenFailure,
} from './one-time-tokens';
import { assertStrongPassword } from './password-policy';
import { adoptSignupIdentification, completedSignupIdentification } from '../identification/signup';
import { createSession } from './sessions';
import { insertBusiness } from '../businesses/lifecycle';
import { joinOnRegistration } from '../businesses/joining';

type Schemas = components['schemas'];

/**
 * Sends the sign-up link for an address. The answer never depends on whether the address has
 * an account (none is sent then) or on the per-address limit (extra requests are dropped).
 * A live link is not sent twice unless `confirm` asks for it; then only the newest works.
 */
export async function requestConfirmation(
  context: Context,
  input: Schemas['RequestConfirmationRequest'],
): Promise<void> {
  const { db, mail, now, ip } = context;
  await enforce({ db, now }, { key: `confirm:ip:${ip}`, limit: mailPerIpOf(context) });
  const email = normalizeEmail(input.email);
  if (!(await within({ db, now }, { key: `confirm:addr:${email}`, limit: LIMITS.mailPerAddress })))
    return;
  if (await accountExists(db, email)) return;
  if (!input.confirm && (await hasLiveToken({ db, now }, { purpose: 'confirm_email', email })))
    return;

  await revokeTokens({ db, now }, { purpose: 'confirm_email', email });
  const flow = input.flow ?? 'free';
  const data: Record<string, string> = { flow, lang: input.lang };
  // A business sign-up keeps the company with the link; `register` creates it.
  if (flow === 'business' && input.business) data.business = JSON.stringify(input.business);
  const { token } = await issueToken({ db, now }, { purpose: 'confirm_email', email, data });
  await mail.send(
    renderMail({
      kind: 'confirmEmail',
      to: email,
      language: input.lang,
      link: mail.link('/signup/confirm', { token, lang: input.lang }),
    }),
    db,
  );
}

/** Which address and flow a link belongs to; the link stays usable for `register`. */
export async function validateConfirmation(
  { db, now, ip }: Omit<Context, 'mail'>,
  input: Schemas['ValidConfirmationRequest'],
): Promise<Schemas['ValidConfirmationResponse']> {
  await enforce({ db, now }, { key: `token:ip:${ip}`, limit: LIMITS.tokenPerIp });
  const record = await peekToken({ db, now }, { purpose: 'confirm_email', token: input.token });
  if (!record) throw await invalidLink(db, input.token, now);
  const business = businessOf(record.data);
  return {
    email: record.email,
    flow: flowOf(record.data.flow),
    ...(business ? { businessName: business.name } : {}),
  };
}

/**
 * Creates the account of a confirmed address and signs it in. The link is used up in the same
 * transaction, so it makes at most one account; the address counts as verified.
 */
export async function register(
  { db, now, ip }: Omit<Context, 'mail'>,
  input: Schemas['RegisterRequest'],
): Promise<Schemas['LoginResponse']> {
  await enforce({ db, now }, { key: `token:ip:${ip}`, limit: LIMITS.tokenPerIp });
  const record = await peekToken({ db, now }, { purpose: 'confirm_email', token: input.token });
  if (!record) throw await invalidLink(db, input.token, now);
  // Checked before the link is used up, so that a refused password does not burn it.
  assertStrongPassword(input.password, record.email);

  const session = await db.transaction(async (tx) => {
    const used = await consumeToken(
      { db: tx, now },
      { purpose: 'confirm_email', token: input.token },
    );
    if (!used) throw new DomainError('TOKEN_INVALID', 'This link is no longer valid');
    if (await accountExists(tx, used.email)) {
      throw new DomainError('EMAIL_TAKEN', 'An account with this e-mail address already exists');
    }
    const attributes: Record<string, string[]> = {
      lang: [input.language],
      accepted_gtc: [now.toISOString()],
      ...newFreeAccountAttributes(),
      avatar: [input.avatar ?? 'f2'],
      registration_flow: [flowOf(used.data.flow)],
    };
    if (input.mobile) attributes.mobile = [input.mobile];
    if (input.celloUCC) attributes.cello_ucc = [input.celloUCC];
    // eID+: the account is made from the identity the provider verified, name included.
    const identified =
      flowOf(used.data.flow) === 'eidplus'
        ? await completedSignupIdentification(tx, input.token)
        : null;
    const user = await createUser(
      { db: tx, now },
      {
        email: used.email,
        password: input.password,
        firstName: identified?.identity?.firstName ?? input.firstName,
        lastName: identified?.identity?.lastName ?? input.lastName,
        emailVerified: true,
        attributes,
      },
    );
    if (identified) await adoptSignupIdentification(tx, { row: identified, userId: user.id, now });
    // A business sign-up makes its own business; anyone else joins the one that invited them.
    const business = businessOf(used.data);
    if (business) {
      await insertBusiness(tx, { userId: user.id, body: business, celloUcc: input.celloUCC, now });
    } else if (flowOf(used.data.flow) !== 'business') {
      await joinOnRegistration(tx, { user, now });
    }
    return createSession({ db: tx, now }, user.id);
  });
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}

async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return Boolean(row);
}

async function invalidLink(db: Db, token: string, now: Date): Promise<DomainError> {
  const code = await tokenFailure({ db, now }, { purpose: 'confirm_email', token });
  return new DomainError(
    code,
    code === 'TOKEN_EXPIRED' ? 'This link has expired' : 'This link is not valid',
  );
}

/** The company a business sign-up's link carries (validated against the contract when sent). */
function businessOf(data: Record<string, string>): Schemas['BusinessCreate'] | null {
  if (flowOf(data.flow) !== 'business' || !data.business) return null;
  return JSON.parse(data.business) as Schemas['BusinessCreate'];
}

function flowOf(value: string | undefined): Schemas['ConfirmationFlow'] {
  return value === 'business' || value === 'eidplus' ? value : 'free';
}
