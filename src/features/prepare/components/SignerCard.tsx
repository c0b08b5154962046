import { useIntl } from 'react-intl';
import {
  Button,
  ButtonGroup,
  Grid,
  Heading,
  Option,
  Select,
  Stack,
  Text,
  TextField,
} from '../../../ui';
import { signerColor } from '../signer-color';
import { signerLanguages, signerName, type SignerDraft, type SignerLanguage } from '../form-state';
import { messages } from '../messages';
import type { FormErrors } from '../validate';
import { memberName, type PickableGroup } from './AddSignerGroupDialog';
import { EmailComboBox } from './EmailComboBox';
import { problemText } from './field-problem';
import * as styles from './Prepare.css';

const languageNames = {
  en: messages.languageEn,
  de: messages.languageDe,
  fr: messages.languageFr,
  it: messages.languageIt,
} as const;

export interface SignerCardProps {
  signer: SignerDraft;
  index: number;
  count: number;
  ordered: boolean;
  errors?: FormErrors['signers'][string];
  /** The usable groups with their members, to show who a group signer stands for. */
  groups: PickableGroup[];
  onChange: (change: Partial<SignerDraft>) => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
}

/** One signer: address with suggestions, names, language, mobile, and their order. */
export function SignerCard({
  signer,
  index,
  count,
  ordered,
  errors,
  groups,
  onChange,
  onRemove,
  onMove,
}: SignerCardProps) {
  const intl = useIntl();
  const number = index + 1;
  const group = groups.find((item) => item.id === signer.groupId);
  const members = group?.members ?? [];
  const name =
    group?.name || signerName(signer) || intl.formatMessage(messages.unnamedSigner, { number });
  const headingId = `signer-${signer.key}`;
  return (
    <li className={styles.signerCard} aria-labelledby={headingId}>
      <Stack gap="md">
        <div className={styles.signerHeader}>
          <span className={styles.swatch[signerColor(index)]} aria-hidden="true" />
          <Heading level={3} id={headingId}>
            {ordered ? `${number}. ${name}` : name}
          </Heading>
        </div>
        {signer.groupId ? (
          <Text>
            {intl.formatMessage(messages.groupMembers, {
              count: members.length,
              names: members.map(memberName).join(', '),
            })}
          </Text>
        ) : (
          <Grid columns={{ base: 1, md: 2 }} gap="md">
            <EmailComboBox
              label={intl.formatMessage(messages.email)}
              value={signer.email}
              isRequired
              errorMessage={problemText(intl, errors?.email)}
              onChange={(email) => onChange({ email })}
              onSuggestion={(suggestion) =>
                onChange({
                  email: suggestion.email,
                  firstName: signer.firstName || suggestion.firstName || '',
                  lastName: signer.lastName || suggestion.lastName || '',
                })
              }
            />
            <Select
              label={intl.formatMessage(messages.language)}
              selectedKey={signer.language}
              onSelectionChange={(key) => onChange({ language: key as SignerLanguage })}
            >
              {signerLanguages.map((language) => (
                <Option key={language} id={language}>
                  {intl.formatMessage(languageNames[language])}
                </Option>
              ))}
            </Select>
            <TextField
              label={intl.formatMessage(messages.firstName)}
              value={signer.firstName}
              maxLength={128}
              onChange={(firstName) => onChange({ firstName })}
              autoComplete="off"
            />
            <TextField
              label={intl.formatMessage(messages.lastName)}
              value={signer.lastName}
              maxLength={128}
              onChange={(lastName) => onChange({ lastName })}
              autoComplete="off"
            />
            <TextField
              label={intl.formatMessage(messages.mobile)}
              type="tel"
              value={signer.mobile}
              onChange={(mobile) => onChange({ mobile })}
              isInvalid={Boolean(errors?.mobile)}
              validationBehavior="aria"
              errorMessage={problemText(intl, errors?.mobile)}
              autoComplete="off"
            />
          </Grid>
        )}
        <ButtonGroup>
          {ordered && (
            <>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={index === 0}
                onPress={() => onMove(-1)}
              >
                {intl.formatMessage(messages.moveUp, { name })}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={index === count - 1}
                onPress={() => onMove(1)}
              >
                {intl.formatMessage(messages.moveDown, { name })}
              </Button>
            </>
          )}
          <Button variant="secondary" size="sm" onPress={onRemove}>
            {intl.formatMessage(messages.removeSigner, { name })}
          </Button>
        </ButtonGroup>
      </Stack>
    </li>
  );
}
