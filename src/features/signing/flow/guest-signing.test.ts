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

type Level = components['schemas']['DirectUser']['highestQuality'];

describe('a guest’s way to the identification', () => {
  // The level is the server's (DirectUser.highestQuality, computed for the link's request); the
  // page only compares it with the request's quality.
  it.each([
    ['simple, none yet', 'ses', 'SES', true],
    ['Part 11, none yet', 'ses', 'PART11', true],
    ['advanced, none yet', 'ses', 'AES', false],
    ['qualified at qes', 'qes', 'QES', true],
    ['qualified at demo', 'demo', 'QES', true],
    ['qualified at aes', 'aes', 'QES', false],
  ] as const)('%s', (_, highestQuality: Level, quality, reaches) => {
    expect(guestReachesQuality({ highestQuality }, { quality })).toBe(reaches);
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
