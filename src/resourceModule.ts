import type { ComponentType, ReactElement } from 'react';
import type { ResourceEndpoints } from './providers/endpoints';

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
  /** Extra screens (e.g. a merchant's tariffs, a report), as react-router <Route>s inside the layout. */
  routes?: ReactElement;
  /** The paths of docs/spec-reference.md §2's route table these extra routes serve (so they are not 'En construcción'). */
  specPaths?: string[];
  /** Register as a react-admin <Resource> (default true; false for screens that are only routes). */
  isResource?: boolean;
}
