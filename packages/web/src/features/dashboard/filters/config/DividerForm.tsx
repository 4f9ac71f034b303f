import type { NativeFilterDivider } from '@sightline/core';
import { Form, Input } from 'antd';
import type { FieldErrors } from './filterConfigValidation';
import { filterConfigMessages as messages } from './messages';

interface DividerFormProps {
  divider: NativeFilterDivider;
  errors: FieldErrors;
  onChange(patch: Partial<NativeFilterDivider>): void;
}

/** A divider's form: its title (required) and description. */
export function DividerForm({ divider, errors, onChange }: DividerFormProps) {
  const id = `filter-config-${divider.id}`;
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={messages.dividerTitle}
        htmlFor={`${id}-title`}
        required
        validateStatus={errors.title ? 'error' : undefined}
        help={errors.title}
      >
        <Input
          id={`${id}-title`}
          value={divider.title}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={messages.description} htmlFor={`${id}-description`}>
        <Input.TextArea
          id={`${id}-description`}
          value={divider.description ?? ''}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
