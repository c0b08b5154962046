import { describe, expect, it } from 'vitest';
import { tokens } from '../../../design-tokens';
import { signerColor, signerColors } from './signer-color';

describe('signerColor', () => {
  it('never gives a signer the error red (c0)', () => {
    const colors = Array.from({ length: 30 }, (_, index) => signerColor(index));
    expect(colors).not.toContain('c0');
    expect(tokens.lightColors.avatar.c0.bg).toBe(tokens.lightColors.status.danger.text);
  });

  it('gives neighbours different colours and uses every other avatar colour', () => {
    for (let index = 0; index < 20; index++) {
      expect(signerColor(index)).not.toBe(signerColor(index + 1));
    }
    expect(new Set(signerColors).size).toBe(tokens.avatarColors.length - 1);
  });
});
