import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../openapi/schema.gen';
import { shell } from '../../../ui';
import {
  askGuestIdentification,
  guestReachesQuality,
  identificationPage,
  identifyWhenRequired,
} from './guest-signing';
import type { SigningAttempt } from './run-signing';

afterEach(() => shell.closeDialog());

type Qualities = components['schemas']['SignatureQualities'];
const guest = (signatureQualities?: Qualities): components['schemas']['DirectUser'] => ({
  id: 'gs_1',
  email: 'g@example.ch',
  firstName: 'Gina',
  lastName: 'Guest',
  language: 'en-gb',
  signatureQualities,
});

describe('a guest’s way to the identification', () => {
  it.each([
    ['simple, none yet', undefined, 'SES', 'UNDEFINED', true],
    ['Part 11, none yet', undefined, 'PART11', 'UNDEFINED', true],
    ['advanced, none yet', undefined, 'AES', 'UNDEFINED', false],
    [
      'qualified after a ZertES identification',
      { qes: { zertes: { quality: 'qes' } } },
      'QES',
      'ZERTES',
      true,
    ],
    [
      'qualified under eIDAS after a ZertES one',
      { qes: { zertes: { quality: 'qes' } } },
      'QES',
      'EIDAS',
      false,
    ],
  ] as const)('%s', (_, qualities, quality, legislation, reaches) => {
    expect(guestReachesQuality(guest(qualities), { quality, legislation })).toBe(reaches);
  });

  it('goes to eIDAS for an eIDAS request, otherwise to ZertES', () => {
    expect(identificationPage('EIDAS')).toBe('/direct-sign/identification/eidas');
    expect(identificationPage('ZERTES')).toBe('/direct-sign/identification/zertes');
    expect(identificationPage('UNDEFINED')).toBe('/direct-sign/identification/zertes');
  });

  it('asks in guest wording, naming the standard and legislation', async () => {
    const answer = askGuestIdentification({ quality: 'QES', legislation: 'EIDAS' });
    expect(shell.getState().dialog).toMatchObject({
      name: 'upgrade-standards',
      props: { required: 'qes', guest: true, legislation: 'EIDAS' },
    });
    await shell.dialogAction();
    await expect(answer).resolves.toBe(true);
  });

  it('a sign refused with IDENTIFICATION_REQUIRED leads there instead of failing', async () => {
    const identify = vi.fn(async () => undefined);
    const refused = (code: string): SigningAttempt => ({
      requestIds: ['sr_1'],
      onSigned: () => undefined,
      attempt: () => Promise.reject({ code, status: 422, message: code }),
    });
    await expect(
      identifyWhenRequired(refused('IDENTIFICATION_REQUIRED'), identify).attempt(),
    ).resolves.toBeNull();
    expect(identify).toHaveBeenCalledOnce();
    await expect(
      identifyWhenRequired(refused('TAN_INVALID'), identify).attempt(),
    ).rejects.toMatchObject({
      code: 'TAN_INVALID',
    });
    expect(identify).toHaveBeenCalledOnce();
  });
});
