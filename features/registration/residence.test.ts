import { describe, expect, it } from 'vitest';

import { SITE_IDS, type SiteId } from '@/config/sites';
import {
  residenceDialogFor,
  residenceExitSite,
  residenceStorageKey,
  type ResidenceDialog,
  type VisitorCountry,
} from '@/features/registration/residence';

const FRANCE: VisitorCountry = { code: 'FR', group_country: 'EEA' };
const NORWAY: VisitorCountry = { code: 'NO', group_country: 'EEA' };
const TURKEY: VisitorCountry = { code: 'TR', group_country: '' };
const GEORGIA: VisitorCountry = { code: 'GE', group_country: '' };
const UAE: VisitorCountry = { code: 'AE', group_country: '' };

const neverConfirmed = () => false;
const dialog = (site: SiteId, country: VisitorCountry | null) => residenceDialogFor(site, country, neverConfirmed);

const ALL_DIALOGS: readonly ResidenceDialog[] = [
  'euSiteNoEuResidenceConfirm',
  'mainSiteEuResidenceConfirm',
  'ResidenceConfirm',
  'AeResidenceConfirm',
];

describe('residenceDialogFor', () => {
  it('DLG-1 EU site, visitor outside the EEA: euSiteNoEuResidenceConfirm, whose way out is the global site', () => {
    expect(dialog('EU', TURKEY)).toBe('euSiteNoEuResidenceConfirm');
    expect(dialog('EU', GEORGIA)).toBe('euSiteNoEuResidenceConfirm');
    expect(residenceExitSite('euSiteNoEuResidenceConfirm')).toBe('BYBIT');
  });

  it('DLG-1 EU site, visitor inside the EEA (EU member or not): no dialog', () => {
    expect(dialog('EU', FRANCE)).toBeNull();
    expect(dialog('EU', NORWAY)).toBeNull();
  });

  it('DLG-1 global site, visitor inside the EEA: mainSiteEuResidenceConfirm, whose way out is the EU site', () => {
    expect(dialog('BYBIT', FRANCE)).toBe('mainSiteEuResidenceConfirm');
    expect(dialog('BYBIT', NORWAY)).toBe('mainSiteEuResidenceConfirm');
    expect(residenceExitSite('mainSiteEuResidenceConfirm')).toBe('EU');
  });

  it('DLG-1 global site, visitor outside the EEA: no dialog', () => {
    expect(dialog('BYBIT', TURKEY)).toBeNull();
  });

  it('DLG-1 GEO site, visitor not from Georgia: ResidenceConfirm, cancel goes to the global site', () => {
    expect(dialog('GEO', TURKEY)).toBe('ResidenceConfirm');
    expect(dialog('GEO', FRANCE)).toBe('ResidenceConfirm');
    expect(dialog('GEO', GEORGIA)).toBeNull();
    expect(residenceExitSite('ResidenceConfirm')).toBe('BYBIT');
  });

  it('DLG-1 ARE site, visitor not from the UAE: AeResidenceConfirm, cancel goes to the global site', () => {
    expect(dialog('ARE', TURKEY)).toBe('AeResidenceConfirm');
    expect(dialog('ARE', UAE)).toBeNull();
    expect(residenceExitSite('AeResidenceConfirm')).toBe('BYBIT');
  });

  it('DLG-1 the other regional sites raise no residence dialog', () => {
    const others = SITE_IDS.filter((s) => !['EU', 'BYBIT', 'GEO', 'ARE'].includes(s));
    expect(others).toEqual(['HKG', 'TUR', 'KAZ', 'NLD', 'IDN', 'JPN']);
    for (const site of others) {
      for (const country of [FRANCE, TURKEY, GEORGIA, UAE]) expect(dialog(site, country)).toBeNull();
    }
  });

  it('DLG-1 an unknown visitor country raises nothing on any site', () => {
    for (const site of SITE_IDS) expect(dialog(site, null)).toBeNull();
  });

  it('DLG-1 a dialog confirmed before is not asked again', () => {
    const asked: ResidenceDialog[] = [];
    const confirmed = (d: ResidenceDialog) => {
      asked.push(d);
      return true;
    };
    expect(residenceDialogFor('EU', TURKEY, confirmed)).toBeNull();
    expect(residenceDialogFor('BYBIT', FRANCE, confirmed)).toBeNull();
    expect(residenceDialogFor('GEO', TURKEY, confirmed)).toBeNull();
    expect(residenceDialogFor('ARE', TURKEY, confirmed)).toBeNull();
    expect(asked).toEqual(ALL_DIALOGS);
  });

  it('DLG-1 confirming one dialog does not silence another', () => {
    const onlyEu = (d: ResidenceDialog) => d === 'euSiteNoEuResidenceConfirm';
    expect(residenceDialogFor('EU', TURKEY, onlyEu)).toBeNull();
    expect(residenceDialogFor('BYBIT', FRANCE, onlyEu)).toBe('mainSiteEuResidenceConfirm');
  });

  it('DLG-1 with no dialog due, the confirmation store is not read', () => {
    let reads = 0;
    residenceDialogFor('BYBIT', TURKEY, () => {
      reads += 1;
      return false;
    });
    expect(reads).toBe(0);
  });
});

describe('residenceStorageKey', () => {
  it('DLG-1 each dialog keeps its confirmation time under its own local-storage key', () => {
    const keys = ALL_DIALOGS.map(residenceStorageKey);
    expect(keys).toEqual([
      'residence_confirm_euSiteNoEuResidenceConfirm',
      'residence_confirm_mainSiteEuResidenceConfirm',
      'residence_confirm_ResidenceConfirm',
      'residence_confirm_AeResidenceConfirm',
    ]);
    expect(new Set(keys).size).toBe(ALL_DIALOGS.length);
  });
});
