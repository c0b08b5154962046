import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Stack, Switch, Text, VisuallyHidden } from '../../../ui';
import { emptySigner, signerName, type InviteForm, type SignerDraft } from '../form-state';
import { messages } from '../messages';
import type { FormErrors } from '../validate';
import * as styles from './Prepare.css';
import { SignerCard } from './SignerCard';

interface Props {
  signers: SignerDraft[];
  ordered: boolean;
  errors: FormErrors['signers'];
  groups: { id: string; name: string }[];
  onChange: (change: Partial<Pick<InviteForm, 'signers' | 'ordered'>>) => void;
}

/** The signers, optionally in a signing order that the move buttons change. */
export function SignersSection({ signers, ordered, errors, groups, onChange }: Props) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const update = (key: string, change: Partial<SignerDraft>) =>
    onChange({
      signers: signers.map((signer) => (signer.key === key ? { ...signer, ...change } : signer)),
    });
  const move = (index: number, delta: -1 | 1) => {
    const next = [...signers];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + delta, 0, moved);
    onChange({ signers: next });
    setAnnouncement(
      intl.formatMessage(messages.moved, {
        name:
          signerName(moved) || intl.formatMessage(messages.unnamedSigner, { number: index + 1 }),
        position: index + delta + 1,
      }),
    );
  };

  return (
    <Stack gap="md">
      <Switch isSelected={ordered} onChange={(value) => onChange({ ordered: value })}>
        {intl.formatMessage(messages.ordered)}
      </Switch>
      {ordered && <Text tone="secondary">{intl.formatMessage(messages.orderedHint)}</Text>}
      <VisuallyHidden>
        <div role="status" aria-live="polite">
          {announcement}
        </div>
      </VisuallyHidden>
      {signers.length > 0 && (
        <ol className={styles.list} aria-label={intl.formatMessage(messages.signers)}>
          {signers.map((signer, index) => (
            <SignerCard
              key={signer.key}
              signer={signer}
              index={index}
              count={signers.length}
              ordered={ordered}
              errors={errors[signer.key]}
              groups={groups}
              onChange={(change) => update(signer.key, change)}
              onRemove={() =>
                onChange({ signers: signers.filter((item) => item.key !== signer.key) })
              }
              onMove={(delta) => move(index, delta)}
            />
          ))}
        </ol>
      )}
      <div>
        <Button
          variant="secondary"
          onPress={() => onChange({ signers: [...signers, emptySigner()] })}
        >
          {intl.formatMessage(messages.addSigner)}
        </Button>
      </div>
    </Stack>
  );
}
