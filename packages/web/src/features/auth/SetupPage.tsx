import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorText } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { CenteredCard } from '../../ui/CenteredCard';
import { authMessages } from './messages';
import { useSessionActions, type SetupForm } from './session';

type SetupValues = SetupForm & { confirm: string };

/** First run: creates the first Admin (no default password exists anywhere) and signs in with it. */
export default function SetupPage() {
  const { user, needs_setup } = useAppSelector((state) => state.session.bootstrap);
  const navigate = useNavigate();
  const { setupAdmin } = useSessionActions();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!needs_setup) return <Navigate to={user ? '/' : '/login'} replace />;

  async function submit({ confirm: _confirm, ...form }: SetupValues) {
    setSubmitting(true);
    setError(null);
    try {
      await setupAdmin(form);
      navigate('/', { replace: true });
    } catch (caught) {
      setError(errorText(caught));
      setSubmitting(false);
    }
  }

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <CenteredCard title={authMessages.setupTitle} intro={authMessages.setupIntro}>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<SetupValues> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item
          label={authMessages.username}
          name="username"
          rules={required(authMessages.usernameRequired)}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label={authMessages.firstName}
          name="first_name"
          rules={required(authMessages.firstNameRequired)}
        >
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          label={authMessages.lastName}
          name="last_name"
          rules={required(authMessages.lastNameRequired)}
        >
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          label={authMessages.email}
          name="email"
          rules={[{ required: true, type: 'email', message: authMessages.emailInvalid }]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={authMessages.password}
          name="password"
          rules={[
            { required: true, message: authMessages.passwordRequired },
            { min: 8, message: authMessages.passwordTooShort },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={authMessages.confirmPassword}
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: authMessages.passwordRequired },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(authMessages.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {authMessages.createAdmin}
        </Button>
      </Form>
    </CenteredCard>
  );
}
