/**
 * ProveedorSistemas: the identification of the software provider that issues the electronic
 * receipts (the portal's operator), which every document names. A setting of the
 * portal, `PORTAL_PROVIDER_ID` (docs/deployment.md); the demo default is Portal de Comercios S.A.,
 * the seed's home merchant. A física, jurídica, DIMEX or NITE number: 9 to 12 digits, without dashes.
 */
export const DEMO_PROVIDER_ID = '3101123456';

export const softwareProviderId = (env: NodeJS.ProcessEnv = process.env): string => {
  const value = (env.PORTAL_PROVIDER_ID ?? '').replace(/[\s-]/g, '');
  if (value === '') return DEMO_PROVIDER_ID;
  if (!/^\d{9,12}$/.test(value)) throw new RangeError('PORTAL_PROVIDER_ID must be the software provider’s identification: 9 to 12 digits.');
  return value;
};
