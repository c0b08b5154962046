import type { SignatureRequestSummary } from '../api/signature-requests';

/** "First Last", or the e-mail address when the person has no name yet. */
export const personName = (person: SignatureRequestSummary['owner']) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email_address;
