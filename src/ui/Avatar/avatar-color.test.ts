import { describe, expect, it } from 'vitest';
import * as tokens from '../../../design-tokens/raw';
import { avatarColor, initials } from './avatar-color';

describe('avatarColor', () => {
  it('is stable for the same id', () => {
    expect(avatarColor('user-42')).toBe(avatarColor('user-42'));
    expect(avatarColor('')).toBe(avatarColor(''));
  });

  it('always returns one of the ten colours', () => {
    for (let i = 0; i < 200; i += 1) expect(tokens.avatarColors).toContain(avatarColor(`u${i}`));
  });

  it('spreads ids over all ten colours', () => {
    const seen = new Set(
      Array.from({ length: 500 }, (_, i) => avatarColor(crypto.randomUUID() + i)),
    );
    expect(seen.size).toBe(10);
  });

  it('pins known ids so a change of the hash is deliberate', () => {
    expect([avatarColor('a'), avatarColor('b'), avatarColor('5f0c1e')]).toMatchSnapshot();
  });
});

describe('initials', () => {
  it.each([
    ['Anna Maria Keller', 'AK'],
    ['zoë', 'Z'],
    ['jean-luc.picard@example.com', 'JC'],
    ['  ', ''],
    ['Élodie Ñuñez', 'ÉÑ'],
  ])('%s → %s', (name, expected) => expect(initials(name)).toBe(expected));
});
