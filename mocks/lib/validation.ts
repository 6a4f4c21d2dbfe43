/** Tiny Joi look-alike: the first failing rule gives a Joi-style message, e.g. `"email" must be a valid email`. */
export interface StringRule {
  key: string;
  required?: boolean;
  allowEmpty?: boolean;
  email?: boolean;
  min?: number;
  max?: number;
  /** Must equal the (trimmed) value of another key: `"confirm_password" must be [ref:password]`. */
  equalsKey?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkRule(body: Record<string, unknown>, rule: StringRule): string | null {
  const label = `"${rule.key}"`;
  const raw = body[rule.key];
  if (raw === undefined || raw === null) return rule.required ? `${label} is required` : null;
  if (typeof raw !== 'string') return `${label} must be a string`;
  const value = raw.trim();
  if (!value) return rule.allowEmpty ? null : `${label} is not allowed to be empty`;
  if (rule.min !== undefined && value.length < rule.min) {
    return `${label} length must be at least ${rule.min} characters long`;
  }
  if (rule.max !== undefined && value.length > rule.max) {
    return `${label} length must be less than or equal to ${rule.max} characters long`;
  }
  if (rule.email && !EMAIL_PATTERN.test(value)) return `${label} must be a valid email`;
  if (rule.equalsKey !== undefined) {
    const other = body[rule.equalsKey];
    if (typeof other !== 'string' || other.trim() !== value)
      return `${label} must be [ref:${rule.equalsKey}]`;
  }
  return null;
}

export function validate(body: Record<string, unknown>, rules: readonly StringRule[]): string | null {
  for (const rule of rules) {
    const message = checkRule(body, rule);
    if (message) return message;
  }
  return null;
}

const EMAIL_RULE: StringRule = { key: 'email', required: true, email: true, min: 3, max: 120 };
const PASSWORD_RULE: StringRule = { key: 'password', required: true, min: 8, max: 40 };

export const LOGIN_RULES: readonly StringRule[] = [EMAIL_RULE, PASSWORD_RULE];

export const REGISTER_RULES: readonly StringRule[] = [
  { key: 'name', required: true, min: 3, max: 79 },
  { key: 'username', allowEmpty: true, min: 2, max: 79 },
  EMAIL_RULE,
  PASSWORD_RULE,
  { key: 'confirm_password', required: true, equalsKey: 'password' },
];

export const REQUEST_RESET_RULES: readonly StringRule[] = [EMAIL_RULE];

export const RESET_PASSWORD_RULES: readonly StringRule[] = [
  { key: 'userId', required: true },
  { key: 'token', required: true },
  PASSWORD_RULE,
  { key: 'confirm_password', required: true, equalsKey: 'password' },
];
