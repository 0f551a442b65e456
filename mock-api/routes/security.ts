import { z } from 'zod';
import { navResource } from '../../src/domain/wire/navigation';
import { navigationFor } from '../auth/permissions';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';

export const securityEndpoints = [
  endpoint({
    method: 'GET',
    path: '/security/getResources',
    summary: "The caller's navigation: the screens its group may use and their parents.",
    access: 'signedIn',
    addition: false,
    answer: z.object({ resources: z.array(navResource) }),
    refusals: [],
    handle: ({ session }) => ({ resources: navigationFor(session.groupId) }),
  }),
];

export const securityRoutes = declaredArea('/security', securityEndpoints);
