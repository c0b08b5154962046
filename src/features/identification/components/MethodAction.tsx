import { useIntl } from 'react-intl';
import { Button, ButtonLink, shell } from '../../../ui';
import { useStartIdentification } from '../api/start';
import type { Audience } from '../audience';
import { messages, methodNames } from '../messages';
import { methodStart, needsPersonalDetails, pathTo } from '../methods';
import { providerOf, type Legislation, type Method } from '../types';
import { StartAtProvider } from './StartAtProvider';

export interface MethodActionProps {
  audience: Audience;
  legislation: Legislation;
  method: Method;
  /** Already past the personal details (on that page): no second detour through them. */
  detailsConfirmed?: boolean;
}

/**
 * The way into one method: to its own page, through the ID Austria dialog, or a direct start
 * that comes back to the law's page. ZertES asks for the name first.
 */
export function MethodAction({
  audience,
  legislation,
  method,
  detailsConfirmed = false,
}: MethodActionProps) {
  const intl = useIntl();
  const start = useStartIdentification(audience);
  const { base, requestId: sr } = audience;
  const label = detailsConfirmed
    ? intl.formatMessage(messages.continue)
    : intl.formatMessage(messages.choose, { method: intl.formatMessage(methodNames[method]) });
  const provider = providerOf[legislation];
  const how = methodStart(legislation, method);

  if (!detailsConfirmed && needsPersonalDetails(legislation, method)) {
    return (
      <ButtonLink variant="primary" href={pathTo(base, 'zertes/personal-details', { sr, method })}>
        {label}
      </ButtonLink>
    );
  }
  if (how.kind === 'page') {
    return (
      <ButtonLink variant="primary" href={pathTo(base, how.path, { sr })}>
        {label}
      </ButtonLink>
    );
  }
  if (how.kind === 'dialog') {
    const connect = () =>
      shell.openDialog({
        namespace: 'identification',
        name: 'connect-id-austria',
        onAction: () =>
          start.mutateAsync({
            provider,
            method,
            returnPath: pathTo(base, 'id-austria-success', { sr }),
          }),
      });
    return (
      <Button variant="primary" onPress={connect}>
        {label}
      </Button>
    );
  }
  // Straight to the provider; it sends the person back to the law's page with the method.
  return (
    <StartAtProvider
      start={start}
      input={{ provider, method, returnPath: pathTo(base, legislation, { sr, method }) }}
      label={label}
    />
  );
}
