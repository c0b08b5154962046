import { useIntl } from 'react-intl';
import { Badge, SignatureIcon } from '../../../../ui';
import { messages } from '../../messages';

/** A free user's remaining free signatures; a warning once none are left. */
export function FreeCreditsBadge({ remaining }: { remaining: number }) {
  const intl = useIntl();
  return (
    <Badge tone={remaining > 0 ? 'info' : 'warning'}>
      <SignatureIcon size="sm" />
      {intl.formatMessage(messages.freeSignatures, { count: remaining })}
    </Badge>
  );
}
