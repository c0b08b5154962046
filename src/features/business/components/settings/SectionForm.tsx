import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Form, Section } from '../../../../ui';
import { messages as m } from '../../messages';

export interface SectionFormProps {
  title: MessageDescriptor;
  description?: MessageDescriptor;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** One settings section: its own fields and its own Save. */
export function SectionForm({ title, description, saving, onSave, children }: SectionFormProps) {
  const intl = useIntl();
  return (
    <Section
      title={intl.formatMessage(title)}
      description={description && intl.formatMessage(description)}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
        <div>
          <Button type="submit" variant="secondary" loading={saving}>
            {intl.formatMessage(saving ? m.saving : m.save)}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
