import type { FormEvent, ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Form, Section } from '../../../ui';
import { messages } from '../messages';

export interface SettingsFormProps {
  title: MessageDescriptor;
  description?: MessageDescriptor;
  /** The section's save is running: its button waits, its fields keep what was typed. */
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** One section of the settings page: its own fields and its own Save (nothing else is sent). */
export function SettingsForm({ title, description, saving, onSave, children }: SettingsFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Section
      title={intl.formatMessage(title)}
      description={description && intl.formatMessage(description)}
    >
      <Form onSubmit={submit}>
        {children}
        <div>
          <Button type="submit" variant="secondary" loading={saving}>
            {intl.formatMessage(saving ? messages.saving : messages.save)}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
