import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { useChange } from '../../../api/mutation';
import { problemMessage } from '../../../api/problem';
import {
  Alert,
  Button,
  Form,
  FullScreenOverlay,
  Option,
  Select,
  Text,
  TextField,
  notify,
  type OverlayContentProps,
} from '../../../ui';
import {
  ImageNotStored,
  saveVisualSignature,
  visualSignatureKeys,
  type ImageChange,
} from '../api/visual-signatures';
import { DraftStampPreview } from '../components/StampPreview';
import { exportStrokes, SignaturePad } from '../components/SignaturePad';
import { ImageUpload } from '../components/ImageUpload';
import { OptionSwitches } from '../components/OptionSwitches';
import {
  draftOf,
  newDraft,
  signatureLanguages,
  toInput,
  type SignatureDraft,
  type SignatureLanguage,
  type VisualSignature,
} from '../draft';
import { languageNames, messages } from '../messages';
import type { Stroke } from '../stroke';
import * as styles from '../components/VisualSignatures.css';

type User = components['schemas']['User'];

export interface EditSignatureProps {
  /** The signature to edit; without one, a new signature is made. */
  signature?: VisualSignature;
  user: Pick<User, 'firstName' | 'lastName' | 'attributes' | 'permissions'>;
  /** The user has no signature yet: the new one becomes the default. */
  makeDefault?: boolean;
}

/**
 * The "edit signature" full-screen overlay: the stamp's fields with a live preview, an optional
 * handwritten signature (drawn or uploaded), options the user's permissions fix shown locked.
 * It saves by itself; a refusal stays in the overlay with everything typed and drawn kept.
 */
export function EditSignatureOverlay({
  props,
  loading,
  onOpenChange,
  onAction,
}: OverlayContentProps<EditSignatureProps, VisualSignature>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const formId = useId();
  const permissions = props.user.permissions.visualSignatures;
  const [draft, setDraft] = useState<SignatureDraft>(() =>
    props.signature ? draftOf(props.signature) : newDraft(props.user),
  );
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [file, setFile] = useState<{ image: Blob; name: string } | null>(null);
  const [removeStored, setRemoveStored] = useState(false);
  // Once created, saving again (after a refused image) replaces instead of creating twice.
  const [savedId, setSavedId] = useState(props.signature?.id);

  const change = useChange({
    notify,
    invalidate: visualSignatureKeys(),
    done: messages.saved,
    failure: 'caller',
  });
  const save = useMutation({
    mutationFn: saveVisualSignature,
    ...change,
    onError: (error) => {
      if (!(error instanceof ImageNotStored)) return;
      setSavedId(error.saved.id);
      // The signature itself is stored: the list shows it even if the user gives up here.
      for (const queryKey of visualSignatureKeys()) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });

  const update = <K extends keyof SignatureDraft>(key: K, value: SignatureDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const input = toInput(draft, permissions, props.signature?.default ?? props.makeDefault ?? false);
  const previewInput = input.alias && input.name ? { ...input, default: false } : null;

  const imageChange = async (): Promise<ImageChange> => {
    const drawn = exportStrokes(strokes);
    if (drawn) return { kind: 'upload', image: await drawn };
    if (file) return { kind: 'upload', image: file.image };
    return removeStored ? { kind: 'remove' } : { kind: 'keep' };
  };

  const submit = async () => {
    const saved = await save.mutateAsync({ id: savedId, input, image: await imageChange() });
    onAction('complete', saved);
  };

  const failure =
    save.error instanceof ImageNotStored
      ? { title: messages.imageFailed, reason: problemMessage(save.error.problem) }
      : save.error
        ? { title: messages.saveFailed, reason: problemMessage(save.error) }
        : null;
  const busy = loading || save.isPending;
  const hasStoredImage = Boolean(props.signature?.hasCustomImage);

  return (
    <FullScreenOverlay
      isOpen
      onOpenChange={onOpenChange}
      closeButton={false}
      loading={busy}
      title={intl.formatMessage(props.signature ? messages.editTitle : messages.newTitle)}
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
      <div className={styles.editor}>
        <section className={styles.previewColumn} aria-labelledby={`${formId}-preview`}>
          <h3 id={`${formId}-preview`} className={styles.groupTitle}>
            {intl.formatMessage(messages.previewSection)}
          </h3>
          <DraftStampPreview input={previewInput} />
        </section>
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            void submit().catch(() => {
              // Shown above the fields from the mutation's state.
            });
          }}
        >
          <fieldset className={styles.group} disabled={busy}>
            <legend className={styles.groupTitle}>
              {intl.formatMessage(messages.detailsSection)}
            </legend>
            <TextField
              label={intl.formatMessage(messages.alias)}
              description={intl.formatMessage(messages.aliasHelp)}
              value={draft.alias}
              onChange={(value) => update('alias', value)}
              isRequired
              maxLength={64}
            />
            <TextField
              label={intl.formatMessage(messages.name)}
              value={draft.name}
              onChange={(value) => update('name', value)}
              isRequired
              maxLength={128}
              autoComplete="name"
            />
            <TextField
              label={intl.formatMessage(messages.company)}
              value={draft.company}
              onChange={(value) => update('company', value)}
              maxLength={128}
              autoComplete="organization"
            />
            <TextField
              label={intl.formatMessage(messages.location)}
              value={draft.location}
              onChange={(value) => update('location', value)}
              maxLength={128}
              autoComplete="address-level2"
            />
            <Select
              label={intl.formatMessage(messages.language)}
              selectedKey={draft.language}
              onSelectionChange={(key) => update('language', key as SignatureLanguage)}
            >
              {signatureLanguages.map((language) => (
                <Option key={language} id={language} textValue={languageNames[language]}>
                  <span lang={language}>{languageNames[language]}</span>
                </Option>
              ))}
            </Select>
          </fieldset>
          <OptionSwitches
            draft={draft}
            permissions={permissions}
            isDisabled={busy}
            onChange={(option, value) => update(option, value)}
          />
          <fieldset className={styles.group} disabled={busy}>
            <legend className={styles.groupTitle}>
              {intl.formatMessage(messages.handwritingSection)}
            </legend>
            <p className={styles.hint}>{intl.formatMessage(messages.handwritingIntro)}</p>
            {hasStoredImage && (
              <div className={styles.actions}>
                <Text>
                  {intl.formatMessage(removeStored ? messages.imageRemoved : messages.storedImage)}
                </Text>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => setRemoveStored(!removeStored)}
                >
                  {intl.formatMessage(removeStored ? messages.keepImage : messages.removeImage)}
                </Button>
              </div>
            )}
            <SignaturePad
              strokes={strokes}
              isDisabled={busy}
              onStroke={(stroke) => {
                setStrokes((current) => [...current, stroke]);
                // One handwritten image: a drawing replaces a chosen file.
                setFile(null);
              }}
              onUndo={() => setStrokes((current) => current.slice(0, -1))}
              onClear={() => setStrokes([])}
            />
            <ImageUpload
              chosen={file}
              isDisabled={busy}
              onChoose={(chosen) => {
                setFile(chosen);
                if (chosen) setStrokes([]);
              }}
            />
          </fieldset>
        </Form>
      </div>
      {/* Right above Save, where the eye is when the save is refused. */}
      {failure && (
        <Alert tone="danger">
          <Text>
            <strong>{intl.formatMessage(failure.title)}</strong>
          </Text>
          <Text>{intl.formatMessage(failure.reason)}</Text>
        </Alert>
      )}
    </FullScreenOverlay>
  );
}
