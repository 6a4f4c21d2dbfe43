import { planLink, usageModalTarget } from '@/features/plans';

const sites = {
  upgradeUrl: 'https://start.example.test/upgrade',
  startSiteUrl: 'https://start.example.test/',
};

describe('planLink', () => {
  it('sends upgrades to the upgrade page with the plan group (default 59, promo codes 182)', () => {
    expect(planLink('upgrade', sites)).toBe('https://start.example.test/upgrade?ppg=59');
    expect(planLink('upgrade', sites, { ppg: '72' })).toBe('https://start.example.test/upgrade?ppg=72');
    expect(planLink('upgrade', sites, { ppg: '72', promo: 'save25' })).toBe(
      'https://start.example.test/upgrade?ppg=182',
    );
  });

  it('has pricing with the plan group, and the account and support pages of the start site', () => {
    expect(planLink('pricing', sites)).toBe('https://start.example.test/pricing?ppg=59');
    expect(planLink('account', sites)).toBe('https://start.example.test/my-account');
    expect(planLink('support', sites)).toBe('https://start.example.test/contact-us');
  });

  it('maps a usage modal to its link: support for members and top plans, else the upgrade page', () => {
    expect(usageModalTarget({ variant: 'support' })).toBe('support');
    expect(usageModalTarget({ variant: 'upgrade' })).toBe('upgrade');
    expect(usageModalTarget({ variant: 'trial' })).toBe('upgrade');
  });
});
