import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Stack, Switch, Text, VisuallyHidden, shell } from '../../../ui';
import {
  emptySigner,
  groupSigner,
  signerName,
  type InviteForm,
  type SignerDraft,
} from '../form-state';
import { messages } from '../messages';
import type { FormErrors } from '../validate';
import * as styles from './Prepare.css';
import type { PickableGroup } from './AddSignerGroupDialog';
import { SignerCard } from './SignerCard';

interface Props {
  signers: SignerDraft[];
  ordered: boolean;
  errors: FormErrors['signers'];
  groups: PickableGroup[];
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

  const addGroup = () =>
    shell.openDialog({
      namespace: 'document',
      name: 'add-signer-group',
      // A group already a signer is not offered twice.
      props: {
        groups: groups.filter((group) => !signers.some((signer) => signer.groupId === group.id)),
      },
      onAction: (group) => onChange({ signers: [...signers, groupSigner(group)] }),
    });

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
      <ButtonGroup>
        <Button
          variant="secondary"
          onPress={() => onChange({ signers: [...signers, emptySigner()] })}
        >
          {intl.formatMessage(messages.addSigner)}
        </Button>
        {/* Only for users with groups (business members, or free users who made some). */}
        {groups.length > 0 && (
          <Button variant="secondary" onPress={addGroup}>
            {intl.formatMessage(messages.addGroup)}
          </Button>
        )}
      </ButtonGroup>
    </Stack>
  );
}
