import { PASSWORD_POLICY_MESSAGE } from '@sightline/core';

/** Texts of the sign-in and first-run setup pages. */
export const authMessages = {
  signInTitle: 'Sign in to Sightline',
  signIn: 'Sign in',
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
  setupTitle: 'Welcome to Sightline',
  setupIntro: 'Create the administrator account to get started. You will be signed in with it.',
  createAdmin: 'Create admin account',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  confirmPassword: 'Confirm password',
  firstNameRequired: 'Please enter a first name',
  lastNameRequired: 'Please enter a last name',
  emailInvalid: 'Please enter a valid email address',
  passwordsDiffer: 'The two passwords do not match',
  /** The server's own rule text, so the form and the API say the same. */
  passwordPolicy: PASSWORD_POLICY_MESSAGE,
  setupToken: 'Setup token',
  setupTokenHelp:
    'You are not on the server’s machine: enter the one-time setup token printed in the server log at start.',
  setupTokenRequired: 'Please enter the setup token from the server log',
  signOut: 'Sign out',
  signOutError: 'Signing out failed: %s',
} as const;
