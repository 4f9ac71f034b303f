import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { CenteredCard } from '../../ui/CenteredCard';
import { authMessages } from './messages';
import { safeNextPath, useSessionActions } from './session';

interface LoginForm {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { user, needs_setup } = useAppSelector((state) => state.session.bootstrap);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const next = safeNextPath(params.get('next'));

  if (needs_setup) return <Navigate to="/setup" replace />;
  if (user) return <Navigate to={next} replace />;

  async function submit(values: LoginForm) {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(values.username, values.password);
      navigate(next, { replace: true });
    } catch (caught) {
      setError(errorText(caught));
      setSubmitting(false);
    }
  }

  return (
    <CenteredCard title={authMessages.signInTitle}>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<LoginForm> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item
          label={authMessages.username}
          name="username"
          rules={[{ required: true, message: authMessages.usernameRequired }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label={authMessages.password}
          name="password"
          rules={[{ required: true, message: authMessages.passwordRequired }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {authMessages.signIn}
        </Button>
      </Form>
    </CenteredCard>
  );
}
