import { describe, expect, it } from 'vitest';
import { languageToApply } from './language-choice';

describe("a signed-in user's language", () => {
  it.each<[string | undefined, string, string | null, string]>([
    ['de-ch', 'en-gb', 'de-ch', 'the account differs from the device: switch'],
    ['fr-ch', 'fr-ch', null, 'already running in it'],
    [undefined, 'de-ch', null, 'the account names none: the device keeps its own'],
    ['it', 'en-gb', null, 'Italian is for direct-sign guests only'],
    ['xx', 'en-gb', null, 'an unknown language'],
  ])('account %s, running %s → %s (%s)', (account, running, expected) => {
    expect(languageToApply(account, running)).toBe(expected);
  });
});
