import { Button, Stack } from '../../../ui';
import type { useStartIdentification } from '../api/start';
import { StartFailure } from './StartFailure';

type Start = ReturnType<typeof useStartIdentification>;

/** Starts an identification straight at the provider, saying why when it cannot start. */
export function StartAtProvider({
  start,
  input,
  label,
}: {
  start: Start;
  input: Parameters<Start['mutate']>[0];
  label: string;
}) {
  return (
    <Stack gap="sm">
      <StartFailure error={start.error} />
      <div>
        <Button variant="primary" loading={start.isPending} onPress={() => start.mutate(input)}>
          {label}
        </Button>
      </div>
    </Stack>
  );
}
