import type { TFunction } from 'i18next';

/** Spec section 5 and 9: field lengths of login, registration and reset. */
export const LIMITS = {
  email: { min: 3, max: 120 },
  password: { min: 8, max: 40 },
  name: { min: 3, maxExclusive: 80 },
  username: { min: 2, maxExclusive: 80 },
} as const;

/** The subset of react-hook-form rules these fields use; assignable to any string field. */
export type FieldRules = {
  required?: string;
  minLength?: { value: number; message: string };
  maxLength?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
  validate?: (value: string) => true | string;
};

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailRules(t: TFunction): FieldRules {
  return {
    required: t('auth.validation.email_required'),
    minLength: {
      value: LIMITS.email.min,
      message: t('auth.validation.email_min', { count: LIMITS.email.min }),
    },
    maxLength: {
      value: LIMITS.email.max,
      message: t('auth.validation.email_max', { count: LIMITS.email.max }),
    },
    pattern: { value: EMAIL_SHAPE, message: t('auth.validation.email_invalid') },
  };
}

export function passwordRules(t: TFunction): FieldRules {
  return {
    required: t('auth.validation.password_required'),
    minLength: {
      value: LIMITS.password.min,
      message: t('auth.validation.password_min', { count: LIMITS.password.min }),
    },
    maxLength: {
      value: LIMITS.password.max,
      message: t('auth.validation.password_max', { count: LIMITS.password.max }),
    },
  };
}

export function nameRules(t: TFunction): FieldRules {
  return {
    required: t('auth.validation.name_required'),
    minLength: { value: LIMITS.name.min, message: t('auth.validation.name_min', { count: LIMITS.name.min }) },
    maxLength: {
      value: LIMITS.name.maxExclusive - 1,
      message: t('auth.validation.name_max', { count: LIMITS.name.maxExclusive }),
    },
  };
}

export function usernameRules(t: TFunction): FieldRules {
  return {
    required: t('auth.validation.username_required'),
    minLength: {
      value: LIMITS.username.min,
      message: t('auth.validation.username_min', { count: LIMITS.username.min }),
    },
    maxLength: {
      value: LIMITS.username.maxExclusive - 1,
      message: t('auth.validation.username_max', { count: LIMITS.username.maxExclusive }),
    },
  };
}

export function confirmPasswordRules(t: TFunction, password: () => string): FieldRules {
  return {
    required: t('auth.validation.password_required'),
    validate: (value: string) => value === password() || t('auth.validation.passwords_mismatch'),
  };
}
