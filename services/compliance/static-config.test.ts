import {
  isRedeemHidden,
  isZhHostname,
  redeemAmount,
  type StaticComplianceConfig,
} from '@/services/compliance/static-config';

const config: StaticComplianceConfig = {
  redeemAmount: { ext: { min: 10, currency: 'USDT' } },
  hideRedeemSite: { action: 'hide', siteIds: ['EU', 'NLD'] },
  zhHostnameList: { ext: ['www.bybit.com.hk', 'bybit.com.hk'] },
  rules: [],
};

describe('static compliance config', () => {
  it('CMP-5 redeemAmount passes the configured ext through', () => {
    expect(redeemAmount(config)).toEqual({ min: 10, currency: 'USDT' });
  });

  it('CMP-5 hideRedeemSite hides the redeem entry only on the listed sites', () => {
    expect(isRedeemHidden(config, 'EU')).toBe(true);
    expect(isRedeemHidden(config, 'NLD')).toBe(true);
    expect(isRedeemHidden(config, 'BYBIT')).toBe(false);
    expect(isRedeemHidden(config, 'HKG')).toBe(false);
  });

  it('CMP-5 zhHostnameList matches hostnames case-insensitively and exactly', () => {
    expect(isZhHostname(config, 'www.bybit.com.hk')).toBe(true);
    expect(isZhHostname(config, 'BYBIT.com.HK.')).toBe(true);
    expect(isZhHostname(config, 'www.bybit.com')).toBe(false);
    expect(isZhHostname(config, 'evil-bybit.com.hk')).toBe(false);
    expect(isZhHostname(config, '')).toBe(false);
  });
});
