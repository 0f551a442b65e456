import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../resources';
import { routePlan } from '../../src/routes/routePlan';
import { SPEC_ROUTES } from '../../src/routes/specRoutes';
import type { ResourceModule } from '../../src/resourceModule';

const Screen = () => null;
const module = (extra: Partial<ResourceModule>): ResourceModule => ({ name: 'things', endpoints: [], messages: {}, ...extra });

describe('the spec route table', () => {
  it('serves a spec path by a resource list, its singular form path, or a screen or redirect of a module; reports the rest', () => {
    const plan = routePlan([
      module({ name: 'banks', formPath: 'bank', list: Screen, create: Screen }),
      module({ name: 'reports', isResource: false, screens: [{ path: 'reports/transactions', screen: Screen }] }),
      module({ name: 'stocks', screens: [{ path: 'modify-stock', redirect: '/stocks' }] }),
    ]);
    expect(plan.formRedirects).toEqual([{ path: 'bank', to: '/banks/create' }]);
    expect(plan.unserved).not.toContain('banks');
    expect(plan.unserved).not.toContain('bank');
    expect(plan.unserved).not.toContain('reports/transactions');
    expect(plan.unserved).not.toContain('modify-stock');
    expect(plan.unserved).toContain('tables');
    // a module's name alone serves nothing: 'stocks' has no list here, and 'reports' is no spec path
    expect(plan.unserved).toContain('stocks');
    expect(plan.unserved.length).toBe(SPEC_ROUTES.length - 4);
  });

  it('does not redirect a singular path when the resource has no create screen', () => {
    const plan = routePlan([module({ name: 'banks', formPath: 'bank', list: Screen })]);
    expect(plan.formRedirects).toEqual([]);
    expect(plan.unserved).toContain('bank');
  });

  it('every path of the spec route table opens a screen with the modules of today', () => {
    expect(routePlan(resourceModules).unserved).toEqual([]);
  });

  it('no two modules declare the same screen path', () => {
    const paths = resourceModules.flatMap((each) => (each.screens ?? []).map((screen) => screen.path));
    expect(paths.length).toBe(new Set(paths).size);
  });
});
