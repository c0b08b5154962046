import type { MessageDescriptor } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { messages } from '../messages';

type Schemas = components['schemas'];

// Standard names of the qualities and legislations, the same in every language.
const qualityNames: Record<Schemas['Quality'], string> = {
  SES: 'SES',
  AES: 'AES',
  AES_MINIMAL: 'AES',
  QES: 'QES',
  DEMO: 'QES (demo)',
  PART11: 'Part 11',
};
const legislationNames: Record<Schemas['Legislation'], string | null> = {
  EIDAS: 'eIDAS',
  ZERTES: 'ZertES',
  UNDEFINED: null,
};

export const qualityName = (quality: Schemas['Quality']) => qualityNames[quality];
export const legislationName = (legislation: Schemas['Legislation']) =>
  legislationNames[legislation];

export const eventMessage: Record<Schemas['RequestEvent']['type'], MessageDescriptor> = {
  CREATED: messages.eventCREATED,
  INITIATED: messages.eventINITIATED,
  VIEWED: messages.eventVIEWED,
  SIGNED: messages.eventSIGNED,
  DECLINED: messages.eventDECLINED,
  WITHDRAWN: messages.eventWITHDRAWN,
  REMINDED: messages.eventREMINDED,
  DELEGATED: messages.eventDELEGATED,
  SIGNER_ADDED: messages.eventSIGNER_ADDED,
  SIGNER_REMOVED: messages.eventSIGNER_REMOVED,
  OBSERVER_ADDED: messages.eventOBSERVER_ADDED,
  OBSERVER_REMOVED: messages.eventOBSERVER_REMOVED,
  DOCUMENT_ADDED: messages.eventDOCUMENT_ADDED,
  DOCUMENT_REMOVED: messages.eventDOCUMENT_REMOVED,
  COMPLETED: messages.eventCOMPLETED,
  EXPIRED: messages.eventEXPIRED,
  UPDATED: messages.eventUPDATED,
  DOWNLOADED: messages.eventDOWNLOADED,
  CLAIMED: messages.eventCLAIMED,
  ATTACHMENT_ADDED: messages.eventATTACHMENT_ADDED,
  ATTACHMENT_REMOVED: messages.eventATTACHMENT_REMOVED,
};

export const dateTime = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
} as const;
