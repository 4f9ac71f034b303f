import { Form, Input } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { AuthFormCard } from './AuthFormCard';
import { authMessages } from './messages';
import { useSessionActions, type SetupForm } from './session';

type SetupValues = SetupForm & { confirm: string };

/** A text input that must hold more than whitespace. */
function RequiredTextItem({
  name,
  label,
  message,
  autoComplete,
  autoFocus,
}: {
  name: keyof SetupForm;
  label: string;
  message: string;
  autoComplete: string;
  autoFocus?: boolean;
}) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, whitespace: true, message }]}>
      <Input autoComplete={autoComplete} autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** First run: creates the first Admin (no default password exists anywhere) and signs in with it. */
export default function SetupPage() {
  const { user, needs_setup } = useAppSelector((state) => state.session.bootstrap);
  const navigate = useNavigate();
  const { setupAdmin } = useSessionActions();
  const send = async ({ confirm: _confirm, ...form }: SetupValues) => {
    await setupAdmin(form);
    navigate('/', { replace: true });
  };

  if (!needs_setup) return <Navigate to={user ? '/' : '/login'} replace />;

  return (
    <AuthFormCard
      title={authMessages.setupTitle}
      intro={authMessages.setupIntro}
      submitLabel={authMessages.createAdmin}
      send={send}
    >
      <RequiredTextItem
        name="username"
        label={authMessages.username}
        message={authMessages.usernameRequired}
        autoComplete="username"
        autoFocus
      />
      <RequiredTextItem
        name="first_name"
        label={authMessages.firstName}
        message={authMessages.firstNameRequired}
        autoComplete="given-name"
      />
      <RequiredTextItem
        name="last_name"
        label={authMessages.lastName}
        message={authMessages.lastNameRequired}
        autoComplete="family-name"
      />
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
    </AuthFormCard>
  );
}
