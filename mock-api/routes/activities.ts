import { economicActivities as answerShape } from '../../src/domain/wire/settings';
import { economicActivities } from '../activities/economicActivities';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';

/**
 * GET /activities (our addition): Hacienda's economic activities, for the activity picker of
 * company settings (group 4) and the provider's merchant form (groups 1 and 3), the screens that
 * set a merchant's activity code. The same for every caller: public data (mock-api/activities/README.md).
 */
export const activityEndpoints = [
  endpoint({
    method: 'GET',
    path: '/activities/',
    summary: "Hacienda's economic activities, code and description (our addition: the activity code picker).",
    access: { screens: ['company', 'merchants'] },
    addition: true,
    answer: answerShape,
    refusals: [],
    handle: () => ({ activities: economicActivities() }),
  }),
];

export const activityRoutes = declaredArea('/activities', activityEndpoints);
