import type { ChosenOption } from './optionLines';
import type { OptionGroup } from './productOptions';

/**
 * What a person ticks in a product's option dialog, before the line is added: the diner app's
 * chooser (public-app/src/menu/OptionChooser.tsx) and staff's 'Tomar pedido'
 * (resources/orders/TakeOrderOptions.tsx) keep it alike. Each pick is `group:option` by index; the
 * rules of what may be ordered stay resolveChoices' (productOptions.ts), which the server applies.
 */
export type Picks = ReadonlySet<string>;

type Group = Pick<OptionGroup, 'name' | 'min' | 'max'> & { options: readonly { name: string }[] };

export const pickKey = (groupIndex: number, optionIndex: number) => `${groupIndex}:${optionIndex}`;

/** How many of the group's options are ticked. */
export const pickedIn = (groups: readonly Group[], picked: Picks, groupIndex: number) =>
  groups[groupIndex].options.filter((_, optionIndex) => picked.has(pickKey(groupIndex, optionIndex))).length;

/**
 * A tap on an option: in a 'choose one' group (max 1) it replaces the group's pick, like a radio;
 * elsewhere it ticks or unticks it. A group already at its maximum takes no more (the dialogs
 * disable its other options, and this refuses them too).
 */
export const togglePick = (groups: readonly Group[], picked: Picks, groupIndex: number, optionIndex: number): Set<string> => {
  const next = new Set(picked);
  const key = pickKey(groupIndex, optionIndex);
  const group = groups[groupIndex];
  if (group.max === 1) {
    group.options.forEach((_, index) => next.delete(pickKey(groupIndex, index)));
    next.add(key);
  } else if (next.has(key)) next.delete(key);
  else if (pickedIn(groups, picked, groupIndex) < group.max) next.add(key);
  return next;
};

/** The picks as an order line names them ({group, option}), in the groups' and options' own order. */
export const chosenOf = (groups: readonly Group[], picked: Picks): ChosenOption[] =>
  groups.flatMap((group, groupIndex) =>
    group.options.flatMap((option, optionIndex) => (picked.has(pickKey(groupIndex, optionIndex)) ? [{ group: group.name, option: option.name }] : [])),
  );

/** The groups still short of their minimum: the dialog names them and will not add the line. */
export const missingGroups = <G extends Group>(groups: readonly G[], picked: Picks): G[] =>
  groups.filter((group, groupIndex) => pickedIn(groups, picked, groupIndex) < group.min);

/** Whether the group took its maximum of several: its other options cannot be ticked. */
export const groupFull = (groups: readonly Group[], picked: Picks, groupIndex: number) => groups[groupIndex].max > 1 && pickedIn(groups, picked, groupIndex) >= groups[groupIndex].max;

/** Which rule the dialog states under the group's name: each app words it in its own texts. */
export const groupRuleOf = (group: Pick<OptionGroup, 'min' | 'max'>) =>
  group.min === 1 && group.max === 1 ? ({ kind: 'one' } as const) : group.min > 0 ? ({ kind: 'between', min: group.min, max: group.max } as const) : ({ kind: 'upTo', max: group.max } as const);
