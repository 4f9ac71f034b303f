import { Button, Form, Space } from 'antd';
import type { ReactElement, ReactNode } from 'react';

export interface FieldRowProps {
  label: string;
  /** The id of the input, so the label names it. */
  htmlFor: string;
  description?: string;
  /** A validation message shown under the input (and a red outline). */
  error?: string | null;
  required?: boolean;
  children: ReactElement;
}

/** One labelled input of a popover form: the label, a help tooltip and the input's error. */
export function FieldRow({ label, htmlFor, description, error, required, children }: FieldRowProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      tooltip={description}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error || undefined}
      className="complex-control-field"
    >
      {children}
    </Form.Item>
  );
}

interface FormButton {
  label: string;
  onClick: () => void;
}

export interface PopoverFormProps {
  testId: string;
  /** Wider, for forms with many fields side by side. */
  wide?: boolean;
  /** The button that leaves without saving (Cancel, or Reset in a keyed collection). */
  secondary: FormButton;
  /** The button that saves the form. */
  primary: FormButton & { testId: string; disabled?: boolean };
  /** The FieldRows. */
  children: ReactNode;
}

/**
 * A complex control's popover form: its FieldRows with vertical labels (no <form> element: popovers live
 * inside other forms), then a secondary and a primary button.
 */
export function PopoverForm({ testId, wide, secondary, primary, children }: PopoverFormProps) {
  return (
    <div
      className={wide ? 'complex-control-form complex-control-form-wide' : 'complex-control-form'}
      data-testid={testId}
    >
      <Form layout="vertical" component={false} size="small">
        {children}
      </Form>
      <Space className="complex-control-actions">
        <Button size="small" onClick={secondary.onClick}>
          {secondary.label}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={primary.disabled}
          onClick={primary.onClick}
          data-testid={primary.testId}
        >
          {primary.label}
        </Button>
      </Space>
    </div>
  );
}
