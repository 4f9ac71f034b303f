import { Alert, Button, Form, Input } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { CenteredCard } from '../../ui/CenteredCard';
import { authMessages } from './messages';
import { safeNextPath, useSessionActions } from './session';
import { useFormSubmission } from './useFormSubmission';

interface LoginForm {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { user, needs_setup } = useAppSelector((state) => state.session.bootstrap);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const next = safeNextPath(params.get('next'));
  const { error, submitting, submit } = useFormSubmission(async (values: LoginForm) => {
    await signIn(values.username, values.password);
    navigate(next, { replace: true });
  });

  if (needs_setup) return <Navigate to="/setup" replace />;
  if (user) return <Navigate to={next} replace />;

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
