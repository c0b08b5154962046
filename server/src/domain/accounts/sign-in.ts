import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { login, normalizeEmail } from './accounts';
import { enforce, LIMITS } from '../limits';

type Schemas = components['schemas'];

/**
 * Login behind two limits, counted before the password is looked at so that a blocked
 * caller learns nothing more: per account (one password guessed from many addresses) and
 * per IP (many accounts tried from one address).
 */
export async function signIn(
  db: Db,
  credentials: Schemas['LoginRequest'],
  ip: string,
  now: Date,
): Promise<Schemas['LoginResponse']> {
  await enforce(db, `login:ip:${ip}`, LIMITS.loginPerIp, now);
  await enforce(
    db,
    `login:account:${normalizeEmail(credentials.email)}`,
    LIMITS.loginPerAccount,
    now,
  );
  return login(db, credentials, now);
}
