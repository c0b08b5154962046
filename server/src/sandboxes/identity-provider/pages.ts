import { escapeHtml } from '../../mail/escape-html';
import { sandboxLayout } from '../page-layout';
import type { Method, Provider } from '../../domain/identification/methods';
import type { SandboxSession } from './sandbox';

const BRAND: Record<Provider, string> = { srs: 'SRS Identity', intrum: 'Intrum Identity' };

const STEPS: Record<Method, { title: string; steps: string[] }> = {
  video: {
    title: 'Video identification',
    steps: [
      'Show your ID document to the camera',
      'Answer the agent’s questions',
      'The agent reviews your identity',
    ],
  },
  robo: {
    title: 'Self-identification',
    steps: [
      'Photograph both sides of your ID document',
      'Record a short selfie video',
      'Your identity is checked automatically',
    ],
  },
  autoident: {
    title: 'Automatic identification',
    steps: [
      'Photograph your ID document',
      'Take a selfie',
      'Your identity is checked automatically',
    ],
  },
  'id-austria': {
    title: 'ID Austria',
    steps: [
      'Sign in with ID Austria',
      'Confirm the data to share',
      'You return with your identity',
    ],
  },
  loc: {
    title: 'Identification in person',
    steps: [
      'Bring your ID document to a partner location',
      'Staff check your identity',
      'The result is sent to us',
    ],
  },
  'mobile-id': {
    title: 'Mobile ID',
    steps: [
      'Confirm the request on your phone',
      'Enter your Mobile ID PIN',
      'Your phone’s registered identity is used',
    ],
  },
  'external-sc': {
    title: 'External signing certificate',
    steps: [
      'Choose your existing signing certificate',
      'Sign a challenge with it',
      'The certificate’s identity is used',
    ],
  },
};

const field = (name: string, label: string, value: string, type = 'text') =>
  `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" required>`;

/** The provider's page: what the steps would be, and the outcome to simulate. */
export function sessionPage(session: SandboxSession): string {
  const brand = `${BRAND[session.provider]} (sandbox)`;
  const method = STEPS[session.method];
  const { person } = session;
  const nationality =
    session.method === 'id-austria' ? 'AT' : session.provider === 'srs' ? 'DE' : 'CH';
  const documentType = session.method === 'id-austria' ? 'eid' : 'id_card';
  return sandboxLayout(
    brand,
    `<h1>${method.title}</h1>
<p class="note">This is the local sandbox of the identity provider: nothing is checked. Choose how the identification ends; the result reaches Paraph the way the real provider sends it.</p>
<ol>${method.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<form method="post">
<fieldset><legend>The identity the provider confirms</legend>
${field('firstName', 'First name', person.firstName)}
${field('lastName', 'Last name', person.lastName)}
${field('birthDate', 'Date of birth', '1990-04-12', 'date')}
${field('nationality', 'Nationality (country code)', nationality)}
<label for="documentType">Document</label><select id="documentType" name="documentType">
${['id_card', 'passport', 'residence_permit', 'eid'].map((type) => `<option${type === documentType ? ' selected' : ''}>${type}</option>`).join('')}
</select>
${field('documentNumber', 'Document number', `C${session.reference.slice(-7).toUpperCase()}`)}
</fieldset>
<div class="outcomes">
<button class="primary" name="outcome" value="succeed">Identity confirmed</button>
<button name="outcome" value="slow">Confirmed after a slow review</button>
<button name="outcome" value="fail">Identity not confirmed</button>
<button name="outcome" value="abandon" formnovalidate>Cancel and go back</button>
</div>
</form>`,
  );
}

export function missingSessionPage(): string {
  return sandboxLayout(
    'Identity provider (sandbox)',
    '<h1>This identification has ended</h1><p>The session does not exist or has expired. Go back to Paraph and start again.</p>',
  );
}
