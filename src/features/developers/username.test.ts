import { describe, expect, it } from 'vitest';
import { usernameProblem } from './username';

describe('usernameProblem', () => {
  it.each([
    ['letters, digits and hyphens', 'api-erp-export-2', null],
    ['spaces around', '  erp-export ', null],
    ['starting with a digit', '1st-connector', null],
    ['three characters', 'erp', null],
    ['64 characters', 'a'.repeat(64), null],
    ['empty', '', 'required'],
    ['only spaces', '   ', 'required'],
    ['two characters', 'ab', 'length'],
    ['65 characters', 'a'.repeat(65), 'length'],
    ['upper case', 'ERP-export', 'characters'],
    ['a leading hyphen', '-erp', 'characters'],
    ['an underscore', 'erp_export', 'characters'],
    ['a space inside', 'erp export', 'characters'],
    ['an e-mail address', 'erp@acme.ch', 'characters'],
    ['an umlaut', 'bücher', 'characters'],
  ])('%s', (_, text, expected) => {
    expect(usernameProblem(text)).toBe(expected);
  });
});
