import { Alert, Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { CenteredCard } from '../../ui/CenteredCard';
import { useFormSubmission } from './useFormSubmission';

/**
 * The sign-in and setup form: a centred card with the fields, one submit button that spins while
 * `send` runs, and the server's message above the fields when it fails.
 */
export function AuthFormCard<Values>({
  title,
  intro,
  submitLabel,
  send,
  children,
}: {
  title: string;
  intro?: string;
  submitLabel: string;
  send: (values: Values) => Promise<void>;
  children: ReactNode;
}) {
  const { error, submitting, submit } = useFormSubmission(send);
  return (
    <CenteredCard title={title} intro={intro}>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<Values> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        {children}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitLabel}
        </Button>
      </Form>
    </CenteredCard>
  );
}
