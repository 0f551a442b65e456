import type { Session } from './session';

/** Who a change is recorded as: the signed-in user's full name as the screens show it, else the username. */
export const staffNameOf = ({ user }: Pick<Session, 'user'>) => [user.name, user.lastname].filter(Boolean).join(' ') || user.username;
