import {
  isNarrowPopupPlanGroup,
  planGroup,
  promoPlanGroup,
  registerFrameUrl,
  upgradePageUrl,
} from '@/features/plans';

describe('promo codes', () => {
  it.each([
    'JUST15',
    'just15',
    'ChatBot25OFF',
    'chatpdf25off',
    'AIFOR$15',
    'aifor$15',
    'SAVE25',
    'Start15',
    ' SAVE25 ',
  ])('%s selects plan group 182', (code) => expect(promoPlanGroup(code)).toBe('182'));

  it.each([
    '',
    '25OFF',
    'JUST10',
    'SAVE2',
    'SAVE250',
    'AIFOR15',
    'START 15',
    'chat-bot25off',
    null,
    undefined,
  ])('%s is ignored', (code) => expect(promoPlanGroup(code)).toBeNull());
});

describe('plan groups and upgrade links', () => {
  it('prefers a valid promo, then a valid ppg, then the default 59', () => {
    expect(planGroup({})).toBe('59');
    expect(planGroup({ ppg: '97' })).toBe('97');
    expect(planGroup({ ppg: '97', promo: 'just15' })).toBe('182');
    expect(planGroup({ ppg: 'abc', promo: 'nope' })).toBe('59');
    expect(planGroup({ ppg: '' }, '97')).toBe('97');
  });

  it('adds ppg to the upgrade page, keeping its own query', () => {
    expect(upgradePageUrl('https://up.example/upgrade')).toBe('https://up.example/upgrade?ppg=59');
    expect(upgradePageUrl('https://up.example/upgrade?src=chat', { ppg: '72' })).toBe(
      'https://up.example/upgrade?src=chat&ppg=72',
    );
    expect(upgradePageUrl('https://up.example/upgrade', { ppg: '72', promo: 'SAVE25' })).toBe(
      'https://up.example/upgrade?ppg=182',
    );
  });

  it('knows the narrower popup plan groups', () => {
    expect(['03', '60', '111', '182'].every(isNarrowPopupPlanGroup)).toBe(true);
    expect(['59', '97', '3'].some(isNarrowPopupPlanGroup)).toBe(false);
  });

  it('frames register-auth without user_email, pricing with it', () => {
    const site = 'https://start.example/';
    expect(registerFrameUrl({ startSiteUrl: site })).toBe('https://start.example/register-auth');
    expect(registerFrameUrl({ startSiteUrl: site, userEmail: 'a@b.c' })).toBe(
      'https://start.example/pricing?ppg=97',
    );
    expect(
      registerFrameUrl({
        startSiteUrl: site,
        userEmail: 'a@b.c',
        showCompare: 'true',
        twoTile: '1',
        ppg: '60',
      }),
    ).toBe('https://start.example/pricing?ppg=60&show_compare=true&two_tile=true');
    expect(
      registerFrameUrl({ startSiteUrl: site, userEmail: 'a@b.c', promo: 'start15', showCompare: 'no' }),
    ).toBe('https://start.example/pricing?ppg=182');
  });
});
