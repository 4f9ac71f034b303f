import { Form } from 'antd';
import type { ReactElement } from 'react';

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

/** The form around FieldRows: vertical labels, no <form> element (popovers live inside other forms). */
export function FieldForm({ children }: { children: React.ReactNode }) {
  return (
    <Form layout="vertical" component={false} size="small">
      {children}
    </Form>
  );
}
