import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ProblemCode } from '../../../../api/problem';
import {
  Button,
  FullScreenOverlay,
  ResultPanel,
  Spinner,
  Text,
  type OverlayContentProps,
  type OverlayRegistry,
} from '../../../../ui';
import { failureAdvice, type RequestState } from '../../flow/failure';
import type { OverlayChoice } from '../../flow/prompts';
import type { SigningOverlayName } from '../../flow/outcome';
import { messages } from '../../messages';
import { Countdown } from '../Countdown';
import { MobileAesOverlay } from './MobileAesOverlay';
import { Part11VerificationOverlay } from './Part11VerificationOverlay';

export interface SigningOverlayProps {
  /** The server's problem code, for the failure overlay's text (none: no answer at all). */
  code?: ProblemCode;
  /** The request's state read after a refusal, so the failure can say what happened. */
  requestState?: RequestState;
  /** The exit URL and countdown, where the redirect applies. */
  exit?: { url: string; seconds: number };
}

/** How the signer ended the overlay; every button ends it. */
export interface SigningOverlayAnswer {
  choice: OverlayChoice;
}

type SigningOverlay = ComponentType<OverlayContentProps<SigningOverlayProps, SigningOverlayAnswer>>;
type Tone = 'success' | 'danger' | 'warning' | 'info';

interface Variant {
  tone: Tone;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** The one main way on; without it, the main action goes back to the request. */
  choice?: { choice: OverlayChoice; label: MessageDescriptor };
}

const variants: Record<
  Exclude<SigningOverlayName, 'signing-in-progress' | 'signing-success' | 'signing-failure'>,
  Variant
> = {
  'signing-locked': {
    tone: 'warning',
    title: messages.lockedTitle,
    text: messages.lockedText,
    choice: { choice: 'retry', label: messages.tryAgain },
  },
  'tan-expired': {
    tone: 'warning',
    title: messages.tanExpiredTitle,
    text: messages.tanExpiredText,
    choice: { choice: 'retry', label: messages.newCode },
  },
  'tan-invalid': {
    tone: 'danger',
    title: messages.tanInvalidTitle,
    text: messages.tanInvalidText,
    choice: { choice: 'retry', label: messages.enterAgain },
  },
  'tan-locked': { tone: 'danger', title: messages.tanLockedTitle, text: messages.tanLockedText },
  'exhausted-signatures': {
    tone: 'info',
    title: messages.exhaustedTitle,
    text: messages.exhaustedText,
    choice: { choice: 'upgrade', label: messages.upgrade },
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

/** The variant an overlay shows for its props. */
function variantFor(
  name: Exclude<SigningOverlayName, 'signing-in-progress'>,
  props: SigningOverlayProps,
): Variant {
  if (name === 'signing-success') {
    return { tone: 'success', title: messages.successTitle, text: messages.successText };
  }
  if (name === 'signing-failure') {
    const advice = failureAdvice(props.code, props.requestState);
    return {
      tone: 'danger',
      title: advice.title,
      text: advice.text,
      choice: advice.retry ? { choice: 'retry', label: messages.tryAgain } : undefined,
    };
  }
  return variants[name];
}

/**
 * A result overlay: the kit's ResultPanel (tone icon, title, text) with exactly one main
 * action — the variant's way on, "Continue now" when an exit redirect counts down, else back
 * to the request — and, where there is another way, a quieter one beside it.
 */
function resultOverlay(name: Exclude<SigningOverlayName, 'signing-in-progress'>): SigningOverlay {
  function SigningOverlay({
    props,
    loading,
    persistent,
    onOpenChange,
    onAction,
  }: OverlayContentProps<SigningOverlayProps, SigningOverlayAnswer>) {
    const intl = useIntl();
    const end = (choice: OverlayChoice) => onAction('complete', { choice });
    const variant = variantFor(name, props);
    const success = name === 'signing-success';
    const back: MessageDescriptor = success ? messages.continue : messages.backToRequest;
    const main: { choice: OverlayChoice; label: MessageDescriptor } =
      variant.choice ??
      (props.exit
        ? { choice: 'leave' as const, label: messages.leaveNow }
        : { choice: 'close' as const, label: back });
    const other: { choice: OverlayChoice; label: MessageDescriptor } | undefined =
      main.choice === 'close'
        ? undefined
        : { choice: 'close' as const, label: props.exit && success ? messages.stay : back };
    const title = intl.formatMessage(variant.title);
    return (
      <FullScreenOverlay
        isOpen
        onOpenChange={onOpenChange}
        persistent={persistent}
        loading={loading}
        // The panel's actions end the overlay; a corner "Close" would repeat them.
        closeButton={false}
        // The panel's heading is the title; the overlay is named by the same words.
        label={title}
      >
        <ResultPanel
          tone={variant.tone}
          title={title}
          primaryAction={
            <Button onPress={() => end(main.choice)} isDisabled={loading}>
              {intl.formatMessage(main.label)}
            </Button>
          }
          secondaryAction={
            other && (
              <Button variant="tertiary" onPress={() => end(other.choice)} isDisabled={loading}>
                {intl.formatMessage(other.label)}
              </Button>
            )
          }
        >
          {intl.formatMessage(variant.text)}
          {props.exit && (
            <>
              {' '}
              <Countdown
                seconds={props.exit.seconds}
                onElapsed={() => end('leave')}
                controls={false}
              />
            </>
          )}
        </ResultPanel>
      </FullScreenOverlay>
    );
  }
  SigningOverlay.displayName = `SigningOverlay(${name})`;
  return SigningOverlay;
}

const resultNames = [
  'signing-success',
  'signing-failure',
  ...(Object.keys(variants) as (keyof typeof variants)[]),
] as const;

/**
 * The signing flow's full-screen overlays, by the names the flow opens them with: the outcome
 * overlays above, and the two a signer confirms before signing.
 */
export const signingOverlays = {
  'signing-in-progress': SigningInProgress,
  'mobile-aes': MobileAesOverlay,
  'part-11-verification': Part11VerificationOverlay,
  ...(Object.fromEntries(resultNames.map((name) => [name, resultOverlay(name)])) as Record<
    (typeof resultNames)[number],
    SigningOverlay
  >),
} satisfies OverlayRegistry;
