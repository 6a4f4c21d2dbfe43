import type { RuntimeConfig } from '@/lib/runtime-config';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: '',
  providerApiBaseUrl: '',
  startSiteUrl: 'https://start.example.test',
  upgradeUrl: 'https://start.example.test/upgrade',
  imageUploadUrl: '',
  paidChatAppUrl: '',
  brandName: 'Test Chat',
  logoUrl: '/logo.svg',
  socialLogin: { show: true },
  sharePassphrase: 'test-passphrase',
  mock: false,
};
