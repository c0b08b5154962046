import { useIntl } from 'react-intl';
import type { Audience } from '../audience';
import { lawNames } from '../labels';
import { messages, methodNames } from '../messages';
import { pathTo } from '../methods';
import { IdentificationFrame } from './IdentificationFrame';
import { IdentificationProgress } from './IdentificationProgress';

/** id-austria-success: where ID Austria sends the person back; its progress and result. */
export function IdAustriaSuccessPage({ audience }: { audience: Audience }) {
  const intl = useIntl();
  const eidas = pathTo(audience.base, 'eidas', { sr: audience.requestId });
  return (
    <IdentificationFrame
      title={intl.formatMessage(methodNames['id-austria'])}
      back={{ href: eidas, label: intl.formatMessage(messages.backToLaw, { law: lawNames.eidas }) }}
    >
      <IdentificationProgress
        audience={audience}
        provider="srs"
        method="id-austria"
        retryHref={eidas}
      />
    </IdentificationFrame>
  );
}
