import type { ComponentType, ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { problemMessages, type ProblemCode } from '../../../../api/problem';
import {
  Button,
  FullScreenOverlay,
  Spinner,
  Text,
  type OverlayContentProps,
  type OverlayRegistry,
} from '../../../../ui';
import type { OverlayChoice } from '../../flow/prompts';
import type { SigningOverlayName } from '../../flow/outcome';
import { messages } from '../../messages';
import { Countdown } from '../Countdown';

export interface SigningOverlayProps {
  /** The server's problem code, for the failure overlay's text. */
  code?: ProblemCode;
  /** The exit URL and countdown, where the redirect applies. */
  exit?: { url: string; seconds: number };
}

/** How the signer ended the overlay; every button ends it. */
export interface SigningOverlayAnswer {
  choice: OverlayChoice;
}

type SigningOverlay = ComponentType<OverlayContentProps<SigningOverlayProps, SigningOverlayAnswer>>;

interface Variant {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Buttons besides "close"; each ends the overlay with its choice. */
  choices: { choice: OverlayChoice; label: MessageDescriptor }[];
}

const variants: Record<Exclude<SigningOverlayName, 'signing-in-progress'>, Variant> = {
  'signing-success': {
    title: messages.successTitle,
    text: messages.successText,
    choices: [],
  },
  'signing-failure': {
    title: messages.failureTitle,
    text: problemMessages.INTERNAL,
    choices: [{ choice: 'retry', label: messages.tryAgain }],
  },
  'signing-locked': {
    title: messages.lockedTitle,
    text: messages.lockedText,
    choices: [{ choice: 'retry', label: messages.tryAgain }],
  },
  'tan-expired': {
    title: messages.tanExpiredTitle,
    text: messages.tanExpiredText,
    choices: [{ choice: 'retry', label: messages.newCode }],
  },
  'tan-invalid': {
    title: messages.tanInvalidTitle,
    text: messages.tanInvalidText,
    choices: [{ choice: 'retry', label: messages.enterAgain }],
  },
  'tan-locked': {
    title: messages.tanLockedTitle,
    text: messages.tanLockedText,
    choices: [],
  },
  'exhausted-signatures': {
    title: messages.exhaustedTitle,
    text: messages.exhaustedText,
    choices: [{ choice: 'upgrade', label: messages.upgrade }],
  },
};

function SigningInProgress({
  onOpenChange,
}: OverlayContentProps<SigningOverlayProps, SigningOverlayAnswer>) {
  const intl = useIntl();
  return (
    <FullScreenOverlay
      isOpen
      persistent
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.progressTitle)}
    >
      <Spinner size="lg" label={intl.formatMessage(messages.progressTitle)} />
      <Text>{intl.formatMessage(messages.progressText)}</Text>
    </FullScreenOverlay>
  );
}

function variantOverlay(name: keyof typeof variants): SigningOverlay {
  const variant = variants[name];
  function SigningOverlay({
    props,
    loading,
    persistent,
    onOpenChange,
    onAction,
  }: OverlayContentProps<SigningOverlayProps, SigningOverlayAnswer>) {
    const intl = useIntl();
    const end = (choice: OverlayChoice) => onAction('complete', { choice });
    const text: MessageDescriptor =
      name === 'signing-failure' && props.code ? problemMessages[props.code] : variant.text;
    const close = name === 'signing-success' ? messages.continue : messages.close;
    let body: ReactNode = <Text>{intl.formatMessage(text)}</Text>;
    if (props.exit) {
      body = (
        <>
          {body}
          <Countdown seconds={props.exit.seconds} onElapsed={() => end('leave')} />
        </>
      );
    }
    return (
      <FullScreenOverlay
        isOpen
        onOpenChange={onOpenChange}
        persistent={persistent}
        loading={loading}
        // The footer's first button ends the overlay; a corner "Close" would repeat it.
        closeButton={false}
        title={intl.formatMessage(variant.title)}
        actions={
          <>
            <Button
              variant={variant.choices.length ? 'secondary' : 'primary'}
              onPress={() => end('close')}
              isDisabled={loading}
            >
              {intl.formatMessage(close)}
            </Button>
            {variant.choices.map(({ choice, label }) => (
              <Button key={choice} onPress={() => end(choice)} isDisabled={loading}>
                {intl.formatMessage(label)}
              </Button>
            ))}
          </>
        }
      >
        {body}
      </FullScreenOverlay>
    );
  }
  SigningOverlay.displayName = `SigningOverlay(${name})`;
  return SigningOverlay;
}

/** The signing flow's full-screen overlays, by the names the flow opens them with. */
export const signingOverlays = {
  'signing-in-progress': SigningInProgress,
  ...(Object.fromEntries(
    (Object.keys(variants) as (keyof typeof variants)[]).map((name) => [
      name,
      variantOverlay(name),
    ]),
  ) as Record<keyof typeof variants, SigningOverlay>),
} satisfies OverlayRegistry;
