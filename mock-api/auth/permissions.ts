import { MENU_HEADINGS, SCREENS, type NavResource, type ScreenCode } from '../../src/domain/navigation';
import type { GroupId } from '../storage/records';

/**
 * Who sees what (docs/roles.md), from the one list of screens in src/domain/navigation.ts: the menu
 * the server hands out and the checks on every endpoint, so a hidden screen is also a refused endpoint.
 */
export type { ScreenCode };

/** The screens each group has, from the one list of screens (src/domain/navigation.ts). */
const screensOf = (group: GroupId): readonly ScreenCode[] => SCREENS.filter((screen) => (screen.groups as readonly GroupId[]).includes(group)).map((screen) => screen.code);
export const SCREENS_BY_GROUP: Record<GroupId, readonly ScreenCode[]> = { 1: screensOf(1), 2: screensOf(2), 3: screensOf(3), 4: screensOf(4) };

export const isProviderGroup = (group: GroupId) => group === 1 || group === 3;

export const canUse = (group: GroupId, screen: ScreenCode) => SCREENS_BY_GROUP[group].includes(screen);

/** A group's menu: its screens, and the headings with one of them under them. */
export const navigationFor = (group: GroupId): NavResource[] => {
  const leaves: NavResource[] = SCREENS.filter((screen) => canUse(group, screen.code)).map((screen) => ({ ...screen.menu, code: screen.code }));
  const parents = MENU_HEADINGS.filter((item) => leaves.some((leaf) => leaf.parentId === item.id));
  return [...parents, ...leaves];
};
