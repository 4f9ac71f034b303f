import { Form, Input } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../platform/hooks';
import { AuthFormCard } from './AuthFormCard';
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
  const next = safeNextPath(params.get('next'));
  const send = async (values: LoginForm) => {
    await signIn(values.username, values.password);
    navigate(next, { replace: true });
  };

  if (needs_setup) return <Navigate to="/setup" replace />;
  if (user) return <Navigate to={next} replace />;

  return (
    <AuthFormCard title={authMessages.signInTitle} submitLabel={authMessages.signIn} send={send}>
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
    </AuthFormCard>
  );
}
