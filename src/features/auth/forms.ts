// The auth screens' forms, a public entry of their own: they bring react-hook-form, which the first
// paint does not need, so only the lazy auth routes import this file (the index is in the initial chunk).
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
