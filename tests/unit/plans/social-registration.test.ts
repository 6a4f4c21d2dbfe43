import { socialRegistrationFor, socialRegistrationUrl } from '@/features/plans/lib/social-registration';

describe('social registration through the start site', () => {
  it('is Google for a reg_google mark, else Apple with reg_apple as its number and the design cookie', () => {
    expect(socialRegistrationFor({ regGoogle: '1', regApple: 'A-1', chatDsng: '02' })).toEqual({
      kind: 'google',
    });
    expect(socialRegistrationFor({ regGoogle: null, regApple: ' A-1 ', chatDsng: '02' })).toEqual({
      kind: 'apple',
      regNum: 'A-1',
      chatDsng: '02',
    });
    expect(socialRegistrationFor({ regGoogle: '', regApple: 'A-1', chatDsng: null })).toMatchObject({
      chatDsng: '01',
    });
    expect(socialRegistrationFor({ regGoogle: ' ', regApple: null, chatDsng: '02' })).toBeNull();
  });

  it('goes on only to the web address of a successful answer', () => {
    expect(socialRegistrationUrl({ success: true, url: 'https://start.test/welcome' })).toBe(
      'https://start.test/welcome',
    );
    expect(socialRegistrationUrl({ success: true, url: '/demo-start/register-auth' })).toBe(
      '/demo-start/register-auth',
    );
    expect(socialRegistrationUrl({ success: false, url: 'https://start.test/welcome' })).toBeNull();
    expect(socialRegistrationUrl({ success: true, url: 'javascript:alert(1)' })).toBeNull();
    expect(socialRegistrationUrl({ success: true, url: 'blob:https://start.test/x' })).toBeNull();
    expect(socialRegistrationUrl({ success: true })).toBeNull();
  });
});
