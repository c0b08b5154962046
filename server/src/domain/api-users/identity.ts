import { randomBase62 } from '../ids';

/**
 * `.invalid` is reserved (RFC 2606): no mail can ever reach it, and no person can own an
 * address there, so the backing account of an API user never collides with a real one.
 */
export const API_USER_EMAIL_DOMAIN = 'api-users.invalid';

/** The e-mail of the account an API user acts as; unique because usernames are. */
export const apiUserEmail = (username: string) => `${username}@${API_USER_EMAIL_DOMAIN}`;

/** Not an argon2 hash: no password verifies against it, so password sign-in refuses it. */
export const NO_PASSWORD = '!api-user';

const SECRET_PREFIX = 'pk_';
const SECRET_LENGTH = 40;

/** `pk_` and 40 base62 characters (≈ 238 bits); shown once, stored only as its SHA-256. */
export function newApiUserSecret(): string {
  return SECRET_PREFIX + randomBase62(SECRET_LENGTH);
}
