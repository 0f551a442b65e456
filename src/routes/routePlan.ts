import type { ResourceModule } from '../resourceModule';
import { SPEC_ROUTES } from './specRoutes';

export interface RoutePlan {
  /** Singular form paths that open a resource's create form: `bank` → `/banks/create`. */
  formRedirects: { path: string; to: string }[];
  /** Spec paths nothing serves yet. */
  underConstruction: string[];
}

/** What each path of the spec's route table opens, given the resource modules that exist. */
export const routePlan = (modules: ResourceModule[]): RoutePlan => {
  const served = new Set<string>();
  const formRedirects: RoutePlan['formRedirects'] = [];
  for (const module of modules) {
    if (module.isResource !== false) served.add(module.name);
    module.specPaths?.forEach((path) => served.add(path));
    if (module.formPath && module.create) {
      served.add(module.formPath);
      formRedirects.push({ path: module.formPath, to: `/${module.name}/create` });
    }
  }
  return { formRedirects, underConstruction: SPEC_ROUTES.filter((path) => !served.has(path)) };
};
