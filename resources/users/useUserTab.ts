import { useStore } from 'react-admin';
import { tabsFor, type UserTab } from '../../src/domain/userRules';
import { session } from '../../src/providers/session';

/** The viewer's group tabs and the one chosen (kept while the user goes to a form and back). */
export const useUserTab = () => {
  const tabs = tabsFor(session.groupId() ?? 0);
  const [stored, setTab] = useStore<UserTab>('users.tab', tabs[0]);
  const tab = tabs.includes(stored) ? stored : tabs[0];
  return { tabs, tab, setTab };
};
