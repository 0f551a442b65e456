import type { ComponentType } from 'react';
import type { ResourceEndpoints } from './providers/endpoints';
import type { ScreenRoute } from './routes/screenRoutes';

/**
 * What each folder under resources/ exports: its screens (loaded lazily, so the sign-in page
 * stays small however many there are), its endpoint descriptions and its texts.
 */
export interface ResourceModule {
  /** react-admin resource name and list path (`/banks`). */
  name: string;
  /** The spec's singular form path (`/bank`), which opens the create form. */
  formPath?: string;
  endpoints: ResourceEndpoints[];
  messages: Record<string, unknown>;
  icon?: ComponentType;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  recordRepresentation?: string;
  /** Screens at addresses of their own (a merchant's tariffs, a report, the spec's loyalty/… paths), as data (routes/screenRoutes.tsx). */
  screens?: ScreenRoute[];
  /** Register as a react-admin <Resource> (default true; false for screens that are only routes). */
  isResource?: boolean;
}
