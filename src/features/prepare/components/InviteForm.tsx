import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import {
  Alert,
  Button,
  Card,
  Heading,
  Stack,
  StickyActionBar,
  TextArea,
  TextField,
  notify,
  shell,
} from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { formFromRequest, signerName, type InviteForm as Form } from '../form-state';
import { messages } from '../messages';
import { hasErrors, MAX_TEXT, validateForm, type FormErrors } from '../validate';
import { problemText } from './field-problem';
import { ObserversSection } from './ObserversSection';
import { assignField } from '../field-assignment';
import { PlacementSection, type DocumentSource, type SignatureField } from './PlacementSection';
import { QualitySection } from './QualitySection';
import type { SendRequestProps } from './SendRequestDialog';
import { SignersSection } from './SignersSection';
import type { PickableGroup } from './AddSignerGroupDialog';

export interface InviteFormProps {
  request: SignatureRequest;
  groups?: PickableGroup[];
  /** The sender's business has switched on Part 11 requests: the standard is offered. */
  part11Enabled?: boolean;
  /** Saves the form into the draft; rejects with the server's problem. */
  save: (form: Form) => Promise<void>;
  /** Saves, then sends the invitations. */
  send: (form: Form) => Promise<void>;
  sourceFor?: (documentId: string) => DocumentSource;
  /** Each document's own signature fields, by document id, as they load. */
  signatureFields?: Record<string, SignatureField[]>;
  /** Starts with these values instead of the draft's (stories). */
  initialForm?: Form;
  /** Goes back to the documents step. */
  onEditDocuments?: () => void;
}

const noErrors: FormErrors = { signers: {}, observers: {} };

/**
 * Title, message, signers, observers, standard and the signature boxes. Everything typed stays
 * in this state until a save succeeds, so a failed save loses nothing.
 */
export function InviteForm({
  request,
  groups = [],
  part11Enabled = false,
  save,
  send,
  sourceFor,
  signatureFields,
  initialForm,
  onEditDocuments,
}: InviteFormProps) {
  const intl = useIntl();
  const [form, setForm] = useState<Form>(
    () =>
      initialForm ??
      formFromRequest(request, new Map(groups.map((group) => [group.id, group.name]))),
  );
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const check = (forSending: boolean) => {
    const found = validateForm(form);
    setErrors(found);
    const ok = !hasErrors(found) && (!forSending || form.signers.length > 0);
    setInvalid(!ok);
    return ok;
  };

  const onSave = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!check(false)) return;
    setFailure(null);
    setSaving(true);
    try {
      await save(form);
      notify(messages.saved, { color: 'success' });
    } catch (error) {
      setFailure(problemMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const onSend = () => {
    if (!check(true)) return;
    setFailure(null);
    const props: SendRequestProps = {
      signers: form.signers.length,
      documents: request.documents.length,
      observers: form.observers.length,
      ordered: form.ordered,
      unplaced: form.signers
        .filter((signer) => signer.boxes.length === 0 && signer.fields.length === 0)
        .map((signer) => signerName(signer)),
    };
    shell.openDialog({
      namespace: 'document',
      name: 'send-request',
      props: { ...props },
      onAction: async () => {
        try {
          await send(form);
        } catch (error) {
          // The dialog closes; the page says why and keeps the input.
          setFailure(problemMessage(error));
        }
      },
    });
  };

  return (
    <form onSubmit={(event) => void onSave(event)} noValidate>
      <Stack gap="xl">
        <Card>
          <Stack gap="md">
            <Heading level={2}>{intl.formatMessage(messages.details)}</Heading>
            <TextField
              label={intl.formatMessage(messages.title)}
              value={form.title}
              onChange={(title) => change({ title })}
              isRequired
              maxLength={MAX_TEXT}
              isInvalid={Boolean(errors.title)}
              validationBehavior="aria"
              errorMessage={problemText(intl, errors.title)}
            />
            <TextArea
              label={intl.formatMessage(messages.message)}
              value={form.message}
              onChange={(message) => change({ message })}
              maxLength={MAX_TEXT}
              isInvalid={Boolean(errors.message)}
              validationBehavior="aria"
              errorMessage={problemText(intl, errors.message)}
            />
          </Stack>
        </Card>
        <Card>
          <Stack gap="md">
            <Heading level={2}>{intl.formatMessage(messages.signers)}</Heading>
            <SignersSection
              signers={form.signers}
              ordered={form.ordered}
              errors={errors.signers}
              groups={groups}
              onChange={change}
            />
          </Stack>
        </Card>
        <Card>
          <Stack gap="md">
            <Heading level={2}>{intl.formatMessage(messages.observers)}</Heading>
            <ObserversSection
              observers={form.observers}
              errors={errors.observers}
              onChange={(observers) => change({ observers })}
            />
          </Stack>
        </Card>
        <Card>
          <QualitySection
            quality={form.quality}
            part11Enabled={part11Enabled}
            legislation={form.legislation}
            onChange={change}
          />
        </Card>
        <Card>
          <Stack gap="md">
            <Heading level={2}>{intl.formatMessage(messages.placement)}</Heading>
            {onEditDocuments && (
              <div>
                <Button variant="tertiary" onPress={onEditDocuments}>
                  {intl.formatMessage(messages.editDocuments)}
                </Button>
              </div>
            )}
            <PlacementSection
              documents={request.documents}
              signers={form.signers}
              sourceFor={sourceFor}
              signatureFields={signatureFields}
              onField={(key, documentId, name) =>
                setForm((current) => ({
                  ...current,
                  signers: assignField(current.signers, key, documentId, name),
                }))
              }
              onBoxes={(key, boxes) =>
                setForm((current) => ({
                  ...current,
                  signers: current.signers.map((signer) =>
                    signer.key === key ? { ...signer, boxes } : signer,
                  ),
                }))
              }
            />
          </Stack>
        </Card>
        {invalid && (
          <Alert tone="danger">
            {intl.formatMessage(
              form.signers.length === 0 && !hasErrors(errors)
                ? messages.noSigners
                : messages.fixErrors,
            )}
          </Alert>
        )}
        {failure && (
          <Alert tone="danger">
            {intl.formatMessage(messages.saveFailed, { reason: intl.formatMessage(failure) })}
          </Alert>
        )}
        <StickyActionBar
          label={intl.formatMessage(messages.formActions)}
          secondaryActions={
            <Button type="submit" variant="secondary" loading={saving} isDisabled={saving}>
              {intl.formatMessage(messages.saveDraft)}
            </Button>
          }
          primaryAction={
            <Button onPress={onSend} isDisabled={saving}>
              {intl.formatMessage(messages.send)}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
