import type { components } from '../../../../openapi/schema.gen';
import { login, normalizeEmail } from './accounts';
import { enforce, LIMITS } from '../limits';
import type { Context } from '../context';

type Schemas = components['schemas'];

/**
 * Login behind two limits, counted before the password is looked at so that a blocked
 * caller learns nothing more: per account (one password guessed from many addresses) and
 * per IP (many accounts tried from one address).
 */
export async function signIn(
  { db, ip, now }: Pick<Context, 'db' | 'ip' | 'now'>,
  credentials: Schemas['LoginRequest'],
): Promise<Schemas['LoginResponse']> {
  await enforce({ db, now }, { key: `login:ip:${ip}`, limit: LIMITS.loginPerIp });
  await enforce(
    { db, now },
    { key: `login:account:${normalizeEmail(credentials.email)}`, limit: LIMITS.loginPerAccount },
  );
  return login({ db, now }, credentials);
}
