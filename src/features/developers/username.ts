// The contract's ApiUsername: lower-case letters, digits and hyphens, 3 to 64 characters,
// not starting with a hyphen. Checked here so a typo is named before anything is sent.
const PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const DESCRIPTION_MAX = 256;

export type UsernameProblem = 'required' | 'length' | 'characters';

/** The username as it is sent: spaces around it dropped (they cannot be meant). */
export const normaliseUsername = (text: string) => text.trim();

/** What is wrong with a username, or null when the server would accept its form. */
export function usernameProblem(text: string): UsernameProblem | null {
  const username = normaliseUsername(text);
  if (username === '') return 'required';
  if (!PATTERN.test(username)) return 'characters';
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return 'length';
  return null;
}
