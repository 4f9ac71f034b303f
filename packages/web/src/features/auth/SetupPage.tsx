import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { passwordPolicyError } from '@sightline/core';
import { apiClient } from '../../platform/apiClient';
import { useAppSelector } from '../../platform/hooks';
import { AuthFormCard } from './AuthFormCard';
import { authMessages } from './messages';
import { fetchSetupStatus, useSessionActions, type SetupForm } from './session';

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

/**
 * Whether the server wants the setup token from this browser (it does unless the browser runs on the
 * server's machine). False until the server answers: the field then appears, and a missing token is
 * reported by the server's message.
 */
function useSetupTokenRequired(enabled: boolean): boolean {
  const [required, setRequired] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchSetupStatus(apiClient).then(
      (status) => live && setRequired(status.token_required),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return required;
}

/**
 * First run: creates the first Admin (no default password exists anywhere) and signs in with it. From
 * another machine than the server's, the form also asks for the setup token the server printed.
 */
export default function SetupPage() {
  const { user, needs_setup } = useAppSelector((state) => state.session.bootstrap);
  const navigate = useNavigate();
  const { setupAdmin } = useSessionActions();
  const tokenRequired = useSetupTokenRequired(needs_setup);
  const send = async ({ confirm: _confirm, setup_token, ...form }: SetupValues) => {
    await setupAdmin(setup_token ? { ...form, setup_token: setup_token.trim() } : form);
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
        dependencies={['username']}
        rules={[
          { required: true, message: authMessages.passwordRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const error = value ? passwordPolicyError(value, getFieldValue('username') ?? '') : null;
              return error ? Promise.reject(new Error(error)) : Promise.resolve();
            },
          }),
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
      {tokenRequired && (
        <Form.Item
          label={authMessages.setupToken}
          name="setup_token"
          extra={authMessages.setupTokenHelp}
          rules={[{ required: true, whitespace: true, message: authMessages.setupTokenRequired }]}
        >
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
      )}
    </AuthFormCard>
  );
}
