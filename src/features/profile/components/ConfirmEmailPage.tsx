import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { isProblem, problemMessage } from '../../../api/problem';
import { ButtonLink, Link } from '../../../navigation/Link';
import { Card, notify, ResultPanel, Spinner } from '../../../ui';
import { useConfirmEmailChange } from '../api/settings';
import { messages } from '../messages';

export interface ConfirmEmailPageProps {
  /** The token of the mailed link; missing when the link was cut or mistyped. */
  token?: string;
}

/**
 * /profile/confirm, where the link of an e-mail change lands: confirms it once on arrival and
 * says how it went. The change is a mutation started here, never a query the router could
 * preload or repeat.
 */
export function ConfirmEmailPage({ token }: ConfirmEmailPageProps) {
  const intl = useIntl();
  const confirm = useConfirmEmailChange(notify);
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    // Strict mode mounts twice; the link is used up by the first call.
    if (!token || started.current) return;
    started.current = true;
    mutate({ body: { token } });
  }, [token, mutate]);

  if (token && (confirm.isIdle || confirm.isPending)) {
    return <Spinner size="lg" label={intl.formatMessage(messages.confirmChecking)} />;
  }
  if (confirm.data) {
    return (
      <Card>
        <ResultPanel
          headingLevel={1}
          tone="success"
          title={intl.formatMessage(messages.confirmDoneTitle)}
          primaryAction={
            <ButtonLink to="/profile" variant="primary">
              {intl.formatMessage(messages.confirmToProfile)}
            </ButtonLink>
          }
        >
          {intl.formatMessage(messages.confirmDoneText, { email: confirm.data.email })}
        </ResultPanel>
      </Card>
    );
  }
  if (isProblem(confirm.error) && confirm.error.code === 'TOKEN_EXPIRED') {
    return (
      <Card>
        <ResultPanel
          headingLevel={1}
          tone="warning"
          title={intl.formatMessage(messages.confirmExpiredTitle)}
          primaryAction={
            <ButtonLink to="/profile/settings" variant="primary">
              {intl.formatMessage(messages.confirmSendNew)}
            </ButtonLink>
          }
          secondaryAction={
            <Link to="/profile">{intl.formatMessage(messages.confirmToProfile)}</Link>
          }
        >
          {intl.formatMessage(messages.confirmExpiredText)}
        </ResultPanel>
      </Card>
    );
  }
  // No token, an unknown or used one, or another refusal (the address was taken meanwhile):
  // the address stays, and the problem's own words say why when it is not the link.
  const otherProblem =
    confirm.error && !(isProblem(confirm.error) && confirm.error.code === 'TOKEN_INVALID');
  return (
    <Card>
      <ResultPanel
        headingLevel={1}
        tone="danger"
        title={intl.formatMessage(messages.confirmInvalidTitle)}
        primaryAction={
          <ButtonLink to="/profile/settings" variant="primary">
            {intl.formatMessage(messages.confirmToSettings)}
          </ButtonLink>
        }
        secondaryAction={<Link to="/profile">{intl.formatMessage(messages.confirmToProfile)}</Link>}
      >
        {otherProblem
          ? intl.formatMessage(problemMessage(confirm.error))
          : intl.formatMessage(messages.confirmInvalidText)}
      </ResultPanel>
    </Card>
  );
}
