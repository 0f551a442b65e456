import { z } from 'zod';
import { menuExtraFields } from './menuExtrasFields';
import { choiceId, nullableNumber, optionalText, requiredText } from './fields';

/** docs/spec-reference.md §3/§5 menu or category: a name is required; parentId null at the top level (a submenu names its parent). */
export const menuSchema = z.object({
  name: requiredText(100),
  lastname: optionalText(250),
  parentId: nullableNumber(choiceId()),
  // The English name and the hours (src/schemas/menuExtrasFields.ts)
  ...menuExtraFields,
});

export type MenuInput = z.output<typeof menuSchema>;
