import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { messages } from '../messages';

type Schemas = components['schemas'];

/** ZertES, eIDAS, or a dash when the request named none. */
export function useLegislationName() {
  const intl = useIntl();
  return (legislation: Schemas['Legislation'] | 'zertes' | 'eidas') => {
    const key = legislation.toLowerCase();
    if (key === 'zertes') return intl.formatMessage(messages.zertes);
    if (key === 'eidas') return intl.formatMessage(messages.eidas);
    return intl.formatMessage(messages.none);
  };
}

export const methodName = {
  video: messages.video,
  robo: messages.robo,
  autoident: messages.autoident,
  'id-austria': messages.idAustria,
  loc: messages.loc,
  'mobile-id': messages.mobileId,
  'external-sc': messages.externalSc,
} as const satisfies Record<Schemas['IdentificationMethod'], unknown>;

export const providerName = {
  intrum: messages.intrum,
  srs: messages.srs,
} as const satisfies Record<Schemas['IdentificationProvider'], unknown>;

/** The provider's states as the identification pages name them (unknown reads as started). */
export const identificationStatus = {
  initialized: { message: messages.initialized, tone: 'neutral' },
  unknown: { message: messages.initialized, tone: 'neutral' },
  inprogress: { message: messages.inprogress, tone: 'info' },
  success: { message: messages.success, tone: 'success' },
  failure: { message: messages.failure, tone: 'danger' },
} as const satisfies Record<Schemas['IdentificationStatus'], unknown>;
