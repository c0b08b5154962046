import { Button } from '../Button/Button';
import { Text } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Alert } from './Alert';

export interface LoadFailedAlertProps {
  /** What could not be loaded ("The members could not be loaded."). */
  title: string;
  /** Why, in the problem's words. */
  reason: string;
  retry: string;
  onRetry: () => void;
}

/** A part of a page that could not be loaded: what failed, why, and a retry. */
export function LoadFailedAlert({ title, reason, retry, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert tone="danger">
      <Stack gap="sm">
        <Text>
          <strong>{title}</strong> {reason}
        </Text>
        <div>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {retry}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
