import type { ComponentType } from 'react';
import type { ScreenRoute } from './screenRoutes';

interface MerchantChildScreens {
  /** Address segment under the merchant (tariffs, accounts). */
  segment: string;
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  /** The spec's merchant/… paths, which name no merchant: they open the merchant list to pick one. */
  specPaths: string[];
}

/**
 * The screens of a resource that lives under a merchant (/merchants/:merchantId/<segment>[/create|/:id]),
 * so a reload or a shared link keeps the merchant.
 */
export const merchantChildScreens = ({ segment, list, create, edit, specPaths }: MerchantChildScreens): ScreenRoute[] => {
  const base = `merchants/:merchantId/${segment}`;
  return [
    { path: base, screen: list },
    { path: `${base}/create`, screen: create },
    { path: `${base}/:id`, screen: edit },
    ...specPaths.map((path) => ({ path, redirect: '/merchants' })),
  ];
};
