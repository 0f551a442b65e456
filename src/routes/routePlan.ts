import type { ResourceModule } from '../resourceModule';
import { SPEC_ROUTES } from './specRoutes';

export interface RoutePlan {
  /** Singular form paths that open a resource's create form: `bank` → `/banks/create`. */
  formRedirects: { path: string; to: string }[];
  /** Spec paths no module serves: empty for the modules of today (tests/unit/routePlan.test.ts). */
  unserved: string[];
}

/**
 * What each path of the spec's route table opens, given the resource modules: a resource's list
 * (its name), its singular form path, or one of its screens (a screen or a redirect).
 */
export const routePlan = (modules: ResourceModule[]): RoutePlan => {
  const served = new Set<string>();
  const formRedirects: RoutePlan['formRedirects'] = [];
  for (const module of modules) {
    if (module.isResource !== false && module.list) served.add(module.name);
    module.screens?.forEach((screen) => served.add(screen.path));
    if (module.formPath && module.create) {
      served.add(module.formPath);
      formRedirects.push({ path: module.formPath, to: `/${module.name}/create` });
    }
  }
  return { formRedirects, unserved: SPEC_ROUTES.filter((path) => !served.has(path)) };
};
