import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Text } from '../../../ui';
import { messages } from '../messages';

export interface CountdownProps {
  /** Seconds before leaving; 0 offers the way out without counting down. */
  seconds: number;
  /** Leaves (to the exit URL). */
  onElapsed: () => void;
  /**
   * Its own "Stay on this page" and "Continue now" buttons (default); without them only the
   * announced line, inline, for a panel whose actions already offer the ways on.
   */
  controls?: boolean;
}

/**
 * The exit redirect's countdown (spec §2): one step a second, leaves at 0. Screen readers hear
 * it politely; the signer can stop it and leave when they choose.
 */
export function Countdown({ seconds, onElapsed, controls = true }: CountdownProps) {
  const intl = useIntl();
  const [left, setLeft] = useState(seconds);
  const [running, setRunning] = useState(seconds > 0);
  // The latest callback, so a parent's re-render does not restart the current second.
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  }, [onElapsed]);

  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      elapsed.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, running]);

  if (!controls) {
    return (
      <span aria-live="polite" aria-atomic="true">
        {running && intl.formatMessage(messages.countdown, { seconds: left })}
      </span>
    );
  }

  return (
    <>
      {/* Announced politely; the live region stays mounted so each change is read. */}
      <div aria-live="polite" aria-atomic="true">
        {running ? (
          <Text>{intl.formatMessage(messages.countdown, { seconds: left })}</Text>
        ) : (
          seconds > 0 && <Text>{intl.formatMessage(messages.countdownStopped)}</Text>
        )}
      </div>
      <ButtonGroup>
        {running && (
          <Button variant="secondary" onPress={() => setRunning(false)}>
            {intl.formatMessage(messages.stay)}
          </Button>
        )}
        <Button onPress={onElapsed}>{intl.formatMessage(messages.leaveNow)}</Button>
      </ButtonGroup>
    </>
  );
}
