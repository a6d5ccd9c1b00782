import { useDeviceTexts } from './use-device-texts';

/** Where a device was: its country and its network, each when known. */
export function DeviceWhere({ country, network }: { readonly country: string; readonly network: string }) {
  const texts = useDeviceTexts();
  const countryName = texts.country(country);
  const networkText = texts.network(network);
  return (
    <>
      {countryName && <span>{countryName}</span>}
      {networkText && <span>{networkText}</span>}
    </>
  );
}
