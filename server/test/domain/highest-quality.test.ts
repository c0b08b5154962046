import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { DomainError } from '../../src/domain/errors';
import { highestQuality, reachesQuality } from '../../src/domain/qualities';
import { highestQualityFor, requireQuality } from '../../src/domain/signing/quality';

type Schemas = components['schemas'];
type Qualities = Schemas['SignatureQualities'];

const ses: Qualities = { ses: { any: { quality: 'ses' } } };
const demoEidasRealZertes: Qualities = {
  qes: { eidas: { quality: 'demo' }, zertes: { quality: 'qes' } },
};
const demoZertesRealEidas: Qualities = {
  qes: { zertes: { quality: 'demo' }, eidas: { quality: 'qes' } },
};
const onlyDemo: Qualities = { qes: { eidas: { quality: 'demo' } } };
const aesMinimalOnly: Qualities = { aesMinimal: { zertes: { quality: 'aes_minimal' } } };
const aesOnly: Qualities = { aes: { any: { quality: 'aes' } } };

describe('highest signature quality (spec §4): the one rule', () => {
  it.each([
    ['unverified, even with a real QES', false, demoEidasRealZertes, null],
    ['unverified, with nothing', false, {}, null],
    ['a demo eIDAS entry beside a real ZertES QES', true, demoEidasRealZertes, 'qes'],
    ['a demo ZertES entry beside a real eIDAS QES', true, demoZertesRealEidas, 'qes'],
    ['only demo qualified entries', true, onlyDemo, 'demo'],
    [
      'demo under both legislations',
      true,
      { qes: { ...onlyDemo.qes, zertes: { quality: 'demo' } } },
      'demo',
    ],
    [
      'a real QES beside advanced entries',
      true,
      { ...aesOnly, qes: { eidas: { quality: 'qes' } } },
      'qes',
    ],
    ['aes_minimal only', true, aesMinimalOnly, 'aes'],
    ['aes only', true, aesOnly, 'aes'],
    [
      'aes_minimal beside ses',
      true,
      { ...ses, aesMinimal: { eidas: { quality: 'aes_minimal' } } },
      'aes',
    ],
    ['ses only', true, ses, 'ses'],
    // Every verified account signs at the simple quality (a fresh account stores `{}`).
    ['verified with no entry at all', true, {}, 'ses'],
  ] as const)('%s → %s', (_, verified, qualities, expected) => {
    expect(highestQuality(verified, qualities)).toBe(expected);
  });
});

const QUALITIES: Schemas['Quality'][] = ['SES', 'DEMO', 'PART11', 'AES_MINIMAL', 'AES', 'QES'];
const part11 = { signingName: 'Sam Example', signingReason: 'Approval' };

function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('signing refuses exactly when the rule says the signer falls short', () => {
  const signers = [
    ['unverified', false, aesOnly],
    ['verified, nothing', true, {}],
    ['ses', true, ses],
    ['aes_minimal', true, aesMinimalOnly],
    ['aes', true, aesOnly],
    ['only demo', true, onlyDemo],
    ['demo eIDAS + real ZertES', true, demoEidasRealZertes],
  ] as const;
  const cases = signers.flatMap(([name, verified, qualities]) =>
    QUALITIES.map((quality) => [name, quality, verified, qualities] as const),
  );

  it.each(cases)('%s, a %s request', (_, quality, emailVerified, qualities) => {
    const highest = highestQuality(emailVerified, qualities);
    const code = refusal(() =>
      requireQuality(
        { quality, legislation: 'UNDEFINED' },
        { emailVerified, qualities, guest: false },
        part11,
      ),
    );
    const expected =
      highest === null
        ? 'QUALITY_NOT_MET'
        : reachesQuality(highest, quality)
          ? null
          : 'IDENTIFICATION_REQUIRED';
    expect(code).toBe(expected);
  });

  it('a real qualified entry signs as QES beside a demo one, whichever legislation holds it', () => {
    for (const qualities of [demoEidasRealZertes, demoZertesRealEidas]) {
      const applied = requireQuality(
        { quality: 'QES', legislation: 'UNDEFINED' },
        { emailVerified: true, qualities, guest: false },
      );
      expect(applied.quality).toBe('QES');
      expect(applied.legislation).toBe(
        qualities.qes?.zertes?.quality === 'qes' ? 'ZERTES' : 'EIDAS',
      );
    }
  });

  it('only demo qualified entries sign a QES request as DEMO', () => {
    const applied = requireQuality(
      { quality: 'QES', legislation: 'UNDEFINED' },
      { emailVerified: true, qualities: onlyDemo, guest: false },
    );
    expect(applied).toEqual({ quality: 'DEMO', legislation: 'EIDAS', needsMobileSignature: true });
  });

  it('a request bound to a legislation applies the rule to that legislation’s entries', () => {
    const signer = { emailVerified: true, qualities: demoZertesRealEidas, guest: false };
    expect(requireQuality({ quality: 'QES', legislation: 'EIDAS' }, signer).quality).toBe('QES');
    expect(requireQuality({ quality: 'QES', legislation: 'ZERTES' }, signer).quality).toBe('DEMO');
    const eidasOnly = {
      emailVerified: true,
      qualities: { qes: { eidas: { quality: 'qes' } } },
      guest: false,
    } as const;
    expect(
      refusal(() => requireQuality({ quality: 'QES', legislation: 'ZERTES' }, eidasOnly)),
    ).toBe('IDENTIFICATION_REQUIRED');
  });

  it('a guest signs simple requests only', () => {
    const guest = { emailVerified: true, qualities: ses, guest: true };
    expect(
      refusal(() => requireQuality({ quality: 'SES', legislation: 'UNDEFINED' }, guest)),
    ).toBeNull();
    expect(refusal(() => requireQuality({ quality: 'AES', legislation: 'UNDEFINED' }, guest))).toBe(
      'IDENTIFICATION_REQUIRED',
    );
  });
});

describe('a guest’s highest quality for one request (sent as DirectUser.highestQuality)', () => {
  const zertesQes: Qualities = { qes: { zertes: { quality: 'qes' } } };
  const eidasDemo: Qualities = { qes: { eidas: { quality: 'demo' } } };
  const eidasMinimal: Qualities = { aesMinimal: { eidas: { quality: 'aes_minimal' } } };
  it.each([
    ['none yet', {}, 'UNDEFINED', 'ses'],
    ['the simple entry only', ses, 'ZERTES', 'ses'],
    ['a ZertES QES, any legislation', zertesQes, 'UNDEFINED', 'qes'],
    ['a ZertES QES under ZertES', zertesQes, 'ZERTES', 'qes'],
    ['a ZertES QES under eIDAS', zertesQes, 'EIDAS', 'ses'],
    ['only a demo QES', eidasDemo, 'EIDAS', 'demo'],
    [
      'a real QES beside a demo',
      { qes: { ...zertesQes.qes, ...eidasDemo.qes } },
      'UNDEFINED',
      'qes',
    ],
    ['an eIDAS minimal AES under eIDAS', eidasMinimal, 'EIDAS', 'aes'],
    ['an eIDAS minimal AES under ZertES', eidasMinimal, 'ZERTES', 'ses'],
    ['an AES without legislation', aesOnly, 'ZERTES', 'aes'],
  ] as const)('%s under %s → %s', (_, qualities, legislation, expected) => {
    const guest = { emailVerified: false, qualities, guest: true };
    expect(highestQualityFor({ legislation }, guest)).toBe(expected);
  });
});
