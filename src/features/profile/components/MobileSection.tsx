import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { isProblem, problemNotice, type ProblemCode } from '../../../api/problem';
import {
  Alert,
  Button,
  ButtonGroup,
  DescriptionList,
  Form,
  notify,
  Section,
  Text,
  TextField,
} from '../../../ui';
import { useConfirmMobile, useSendMobileCode, useSettingsSave } from '../api/settings';
import { messages } from '../messages';
import { e164Of, isCode } from '../mobile-input';

type User = components['schemas']['User'];

/** What a code's problem means here (the generic TAN texts speak of signing). */
const codeProblems: Partial<Record<ProblemCode, MessageDescriptor>> = {
  TAN_LOCKED: messages.mobileCodeLocked,
  TAN_EXPIRED: messages.mobileCodeExpired,
};

function problemText(error: unknown): {
  message: MessageDescriptor;
  values?: Record<string, number>;
} {
  const specific = isProblem(error) ? codeProblems[error.code] : undefined;
  return specific ? { message: specific } : problemNotice(error);
}

/**
 * The mobile number: a new one gets a code first (sent through the mobile-signature service)
 * and is stored only with it. What was typed stays on every failure.
 */
export function MobileSection({ user }: { user: User }) {
  const intl = useIntl();
  const stored = user.attributes.mobile?.[0] ?? null;
  const [typed, setTyped] = useState('');
  const [typedInvalid, setTypedInvalid] = useState(false);
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  /** The number a code was sent to: the second step is shown while there is one. */
  const [pending, setPending] = useState<string | null>(null);
  const send = useSendMobileCode();
  const confirm = useConfirmMobile(notify);
  const remove = useSettingsSave(user, notify);

  const sendCode = () => {
    const mobile = e164Of(typed);
    setTypedInvalid(mobile === null);
    if (!mobile) return;
    confirm.reset();
    send.mutate({ body: { mobile } }, { onSuccess: () => setPending(mobile) });
  };
  const confirmCode = () => {
    setCodeInvalid(!isCode(code));
    if (!pending || !isCode(code)) return;
    confirm.mutate(
      { body: { mobile: pending, code: code.trim() } },
      {
        onSuccess: () => {
          setPending(null);
          setTyped('');
          setCode('');
        },
      },
    );
  };
  const failure = (confirm.error ?? send.error) && problemText(confirm.error ?? send.error);

  return (
    <Section
      title={intl.formatMessage(messages.mobileTitle)}
      description={intl.formatMessage(messages.mobileText)}
    >
      <DescriptionList
        items={[
          {
            term: intl.formatMessage(messages.mobileCurrent),
            description: stored ?? intl.formatMessage(messages.mobileNone),
          },
        ]}
      />
      {stored && !pending && (
        <div>
          <Button
            variant="tertiary"
            loading={remove.saving}
            onPress={() => void remove.save({ mobile: null })}
          >
            {intl.formatMessage(messages.mobileRemove)}
          </Button>
        </div>
      )}
      {failure && (
        <Alert tone="danger">
          {confirm.error && (
            <Text>
              <strong>{intl.formatMessage(messages.mobileCodeFailed)}</strong>
            </Text>
          )}
          <Text>{intl.formatMessage(failure.message, failure.values)}</Text>
        </Alert>
      )}
      {pending === null ? (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            sendCode();
          }}
        >
          <TextField
            label={intl.formatMessage(messages.mobileNew)}
            description={intl.formatMessage(messages.mobileHint)}
            name="mobile"
            type="tel"
            autoComplete="tel"
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setTypedInvalid(false);
            }}
            isInvalid={typedInvalid}
            errorMessage={intl.formatMessage(messages.mobileInvalid)}
            maxLength={24}
          />
          <div>
            <Button type="submit" variant="secondary" loading={send.isPending}>
              {intl.formatMessage(messages.mobileSendCode)}
            </Button>
          </div>
        </Form>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            confirmCode();
          }}
        >
          <div role="status">
            <Text>{intl.formatMessage(messages.codeSent, { mobile: pending })}</Text>
          </div>
          <TextField
            label={intl.formatMessage(messages.mobileCode)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeInvalid(false);
            }}
            isInvalid={codeInvalid}
            errorMessage={intl.formatMessage(messages.mobileCodeInvalid)}
            maxLength={6}
          />
          <ButtonGroup>
            <Button type="submit" variant="primary" loading={confirm.isPending}>
              {intl.formatMessage(messages.mobileConfirm)}
            </Button>
            <Button variant="secondary" isDisabled={send.isPending} onPress={sendCode}>
              {intl.formatMessage(messages.mobileResend)}
            </Button>
            <Button
              variant="tertiary"
              onPress={() => {
                setPending(null);
                confirm.reset();
                send.reset();
              }}
            >
              {intl.formatMessage(messages.mobileOtherNumber)}
            </Button>
          </ButtonGroup>
        </Form>
      )}
    </Section>
  );
}
