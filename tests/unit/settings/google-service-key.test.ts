import { checkGoogleServiceKey, parseGoogleServiceKey } from '@/features/settings/lib/google-service-key';

const validKey = {
  type: 'service_account',
  client_email: 'bot@project.iam.gserviceaccount.com',
  project_id: 'my-project',
  private_key: `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(600)}\n-----END PRIVATE KEY-----\n`,
};

describe('Google service-account key', () => {
  it('accepts a key file with the three fields long enough and keeps the whole file as the token', () => {
    const result = parseGoogleServiceKey(JSON.stringify(validKey));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.key.client_email).toBe(validKey.client_email);
    expect(JSON.parse(result.token)).toEqual(validKey);
  });

  it('needs client_email and project_id longer than 2 characters', () => {
    expect(checkGoogleServiceKey({ ...validKey, client_email: 'ab' })).toEqual({
      ok: false,
      reason: 'client_email',
    });
    expect(checkGoogleServiceKey({ ...validKey, client_email: 'abc' }).ok).toBe(true);
    expect(checkGoogleServiceKey({ ...validKey, project_id: 'xy' })).toEqual({
      ok: false,
      reason: 'project_id',
    });
    expect(checkGoogleServiceKey({ ...validKey, project_id: 123456 })).toEqual({
      ok: false,
      reason: 'project_id',
    });
  });

  it('needs a private_key longer than 600 characters', () => {
    expect(checkGoogleServiceKey({ ...validKey, private_key: 'k'.repeat(600) })).toEqual({
      ok: false,
      reason: 'private_key',
    });
    expect(checkGoogleServiceKey({ ...validKey, private_key: 'k'.repeat(601) }).ok).toBe(true);
  });

  it('refuses text that is not a JSON object', () => {
    expect(parseGoogleServiceKey('not json')).toEqual({ ok: false, reason: 'not_json' });
    expect(parseGoogleServiceKey('[1, 2]')).toEqual({ ok: false, reason: 'not_json' });
    expect(parseGoogleServiceKey('null')).toEqual({ ok: false, reason: 'not_json' });
  });
});
