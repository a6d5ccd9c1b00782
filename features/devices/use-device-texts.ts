import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';

import { isolated } from '@/components/i18n/bidi';

import { countryNameIn, deviceWording, type DeviceParts } from './device-texts';

/**
 * The words of the devices section that every part uses, in the page's
 * language: a device's name ("Chrome on Windows", its names isolated for
 * right-to-left text), a country's, a masked network's.
 */
export function useDeviceTexts() {
  const { t, i18n } = useTranslation('devices');
  const language = i18n.language;
  const deviceName = useCallback(
    (parts: DeviceParts): string => {
      const wording = deviceWording(parts);
      switch (wording.key) {
        case 'device':
          return t('device', { browser: isolated(wording.values.browser), os: isolated(wording.values.os) });
        case 'deviceOne':
          return t('deviceOne', { name: isolated(wording.values.name) });
        case 'unknownDevice':
          return t('unknownDevice');
      }
    },
    [t],
  );
  const country = useCallback((code: string) => countryNameIn(language, code), [language]);
  const network = useCallback((masked: string) => (masked ? t('network', { network: isolated(masked) }) : ''), [t]);
  return { language, deviceName, country, network };
}
