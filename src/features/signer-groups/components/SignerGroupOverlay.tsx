import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import {
  Alert,
  Button,
  Form,
  FullScreenOverlay,
  Grid,
  Text,
  TextArea,
  TextField,
  notify,
  type OverlayContentProps,
} from '../../../ui';
import { useSaveGroup } from '../api/group-actions';
import {
  MAX_DESCRIPTION,
  MAX_NAME,
  canAddRow,
  draftOf,
  groupInput,
  hasErrors,
  newDraft,
  newRow,
  validateGroup,
  type FieldProblem,
  type GroupDraft,
  type GroupErrors,
  type GroupLimits,
  type MemberRow,
  type SignerGroup,
} from '../group-draft';
import { messages } from '../messages';
import * as styles from './SignerGroups.css';

export interface SignerGroupOverlayProps {
  /** The business the new group belongs to. */
  businessId: string;
  /** The group to edit (with its members); without one, a group is created. */
  group?: SignerGroup;
  limits: GroupLimits;
}

const problemText: Record<FieldProblem, MessageDescriptor> = {
  required: messages.emailRequired,
  email: messages.emailInvalid,
  duplicate: messages.emailDuplicate,
  tooLong: messages.tooLong,
};

const noErrors: GroupErrors = { members: {} };

/**
 * The "create signer group" full-screen overlay, also used to edit a group: name,
 * description and the members by e-mail with their names. It saves by itself; a refusal
 * stays in the overlay with everything typed kept.
 */
export function SignerGroupOverlay({
  props,
  loading,
  onOpenChange,
  onAction,
}: OverlayContentProps<SignerGroupOverlayProps, SignerGroup>) {
  const intl = useIntl();
  const formId = useId();
  const { create, update } = useSaveGroup(notify);
  const [draft, setDraft] = useState<GroupDraft>(() =>
    props.group ? draftOf(props.group) : newDraft(),
  );
  const [errors, setErrors] = useState<GroupErrors>(noErrors);
  const [tried, setTried] = useState(false);
  const save = props.group ? update : create;
  const busy = loading || save.isPending;
  const max = props.limits.maxParticipants;

  const change = (patch: Partial<GroupDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Once a save was tried, the marks follow the typing so a fixed field is cleared at once.
    if (tried) setErrors(validateGroup(next, max));
  };
  const changeRow = (key: string, patch: Partial<MemberRow>) =>
    change({ members: draft.members.map((row) => (row.key === key ? { ...row, ...patch } : row)) });

  const submit = async () => {
    setTried(true);
    const found = validateGroup(draft, max);
    setErrors(found);
    if (hasErrors(found)) return;
    const body = groupInput(draft);
    const saved = props.group
      ? await update.mutateAsync({ params: { path: { id: props.group.id } }, body })
      : await create.mutateAsync({ body: { ...body, business_id: props.businessId } });
    onAction('complete', saved);
  };

  const listProblem =
    errors.list === 'empty'
      ? intl.formatMessage(messages.listEmpty)
      : errors.list === 'tooMany'
        ? intl.formatMessage(messages.listTooMany, { max })
        : null;

  return (
    <FullScreenOverlay
      isOpen
      onOpenChange={onOpenChange}
      closeButton={false}
      loading={busy}
      title={intl.formatMessage(props.group ? messages.editTitle : messages.newTitle)}
      actions={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={() => onOpenChange(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit().catch(() => {
            // Shown above the actions from the mutation's state.
          });
        }}
      >
        <fieldset className={styles.group} disabled={busy}>
          <TextField
            label={intl.formatMessage(messages.groupName)}
            description={intl.formatMessage(messages.groupNameHelp)}
            value={draft.name}
            onChange={(name) => change({ name })}
            isRequired
            maxLength={MAX_NAME}
            isInvalid={Boolean(errors.name)}
            errorMessage={
              errors.name &&
              intl.formatMessage(
                errors.name === 'required' ? messages.nameRequired : messages.tooLong,
              )
            }
          />
          <TextArea
            label={intl.formatMessage(messages.groupDescription)}
            value={draft.description}
            onChange={(description) => change({ description })}
            maxLength={MAX_DESCRIPTION}
            isInvalid={Boolean(errors.description)}
            errorMessage={errors.description && intl.formatMessage(messages.tooLong)}
          />
        </fieldset>
        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.groupTitle}>{intl.formatMessage(messages.membersTitle)}</legend>
          <p className={styles.hint}>{intl.formatMessage(messages.membersHelp, { max })}</p>
          <ol className={styles.rows}>
            {draft.members.map((row, index) => (
              <MemberRowFields
                key={row.key}
                row={row}
                number={index + 1}
                problem={errors.members[row.key]}
                removable={draft.members.length > 1}
                onChange={(patch) => changeRow(row.key, patch)}
                onRemove={() =>
                  change({ members: draft.members.filter((item) => item.key !== row.key) })
                }
              />
            ))}
          </ol>
          <div>
            <Button
              variant="secondary"
              isDisabled={busy || !canAddRow(draft, props.limits)}
              onPress={() => change({ members: [...draft.members, newRow()] })}
            >
              {intl.formatMessage(messages.addMember)}
            </Button>
          </div>
          {!canAddRow(draft, props.limits) && (
            <p className={styles.hint}>{intl.formatMessage(messages.rowsFull)}</p>
          )}
          {listProblem && (
            <Alert tone="danger">
              <Text>{listProblem}</Text>
            </Alert>
          )}
        </fieldset>
      </Form>
      {/* Right above Save, where the eye is when the save is refused. */}
      {save.error && (
        <Alert tone="danger">
          <Text>
            <strong>{intl.formatMessage(messages.saveFailed)}</strong>
          </Text>
          <Text>{intl.formatMessage(problemMessage(save.error))}</Text>
        </Alert>
      )}
    </FullScreenOverlay>
  );
}

function MemberRowFields({
  row,
  number,
  problem,
  removable,
  onChange,
  onRemove,
}: {
  row: MemberRow;
  number: number;
  problem?: FieldProblem;
  removable: boolean;
  onChange: (patch: Partial<MemberRow>) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.rowTitle}>
        {intl.formatMessage(messages.member, { number })}
      </h3>
      <Grid columns={{ base: 1, md: 3 }} gap="md">
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          value={row.email}
          onChange={(email) => onChange({ email })}
          isInvalid={Boolean(problem)}
          errorMessage={problem && intl.formatMessage(problemText[problem])}
          autoComplete="off"
        />
        <TextField
          label={intl.formatMessage(messages.firstName)}
          value={row.firstName}
          onChange={(firstName) => onChange({ firstName })}
          maxLength={128}
          autoComplete="off"
        />
        <TextField
          label={intl.formatMessage(messages.lastName)}
          value={row.lastName}
          onChange={(lastName) => onChange({ lastName })}
          maxLength={128}
          autoComplete="off"
        />
      </Grid>
      {removable && (
        <div>
          <Button variant="tertiary" size="sm" onPress={onRemove}>
            {intl.formatMessage(messages.removeMember, { number })}
          </Button>
        </div>
      )}
    </li>
  );
}
