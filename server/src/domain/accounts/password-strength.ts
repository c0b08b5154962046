import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import * as it from '@zxcvbn-ts/language-it';

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's 0–4 scale; 3 means "safely unguessable" for an online attack. */
const MIN_SCORE = 3;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_COMMON' | 'CONTAINS_EMAIL' | 'TOO_WEAK';

export interface PasswordCheck {
  validPassword: boolean;
  code?: PasswordProblem;
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: {
    ...common.dictionary,
    ...en.dictionary,
    ...de.dictionary,
    ...fr.dictionary,
    ...it.dictionary,
  },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** Most of the password is an entry of the list of leaked, common passwords. */
function isCommon(result: ZxcvbnResult, password: string): boolean {
  return result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName.startsWith('passwords') &&
      match.token.length * 2 >= password.length,
  );
}

/** Judges a new password against length, leaked-password lists, the user's e-mail and guessability. */
export function checkPassword(password: string, email?: string): PasswordCheck {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return { validPassword: false, code: 'TOO_SHORT' };
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  const lower = password.toLowerCase();
  if (
    email &&
    (lower.includes(email.toLowerCase()) || (local.length >= 3 && lower.includes(local)))
  ) {
    return { validPassword: false, code: 'CONTAINS_EMAIL' };
  }
  const result = zxcvbn.check(password, email ? [email, local] : []);
  if (result.score >= MIN_SCORE) return { validPassword: true };
  return { validPassword: false, code: isCommon(result, password) ? 'TOO_COMMON' : 'TOO_WEAK' };
}
