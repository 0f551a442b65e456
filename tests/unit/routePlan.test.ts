import { describe, expect, it } from 'vitest';
import { routePlan } from '../../src/routes/routePlan';
import { SPEC_ROUTES } from '../../src/routes/specRoutes';
import type { ResourceModule } from '../../src/resourceModule';

const Screen = () => null;
const module = (extra: Partial<ResourceModule>): ResourceModule => ({ name: 'things', endpoints: [], messages: {}, ...extra });

describe('the spec route table', () => {
  it('serves every spec path: a resource, its singular form path, extra routes, or En construcción', () => {
    const plan = routePlan([
      module({ name: 'banks', formPath: 'bank', list: Screen, create: Screen }),
      module({ name: 'reports', isResource: false, specPaths: ['reports/transactions'] }),
    ]);
    expect(plan.formRedirects).toEqual([{ path: 'bank', to: '/banks/create' }]);
    expect(plan.underConstruction).not.toContain('banks');
    expect(plan.underConstruction).not.toContain('bank');
    expect(plan.underConstruction).not.toContain('reports/transactions');
    expect(plan.underConstruction).not.toContain('reports');
    expect(plan.underConstruction).toContain('tables');
    expect(plan.underConstruction.length).toBe(SPEC_ROUTES.length - 3);
  });

  it('does not redirect a singular path when the resource has no create screen', () => {
    const plan = routePlan([module({ name: 'banks', formPath: 'bank', list: Screen })]);
    expect(plan.formRedirects).toEqual([]);
    expect(plan.underConstruction).toContain('bank');
  });
});
