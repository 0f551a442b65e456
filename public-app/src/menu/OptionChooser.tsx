import { useEffect, useRef, useState } from 'react';
import type { PricedOption } from '../../../src/domain/optionLines';
import { chosenOf, groupFull, groupRuleOf, missingGroups, pickKey, togglePick } from '../../../src/domain/optionPicks';
import { resolveChoices, type OptionGroup } from '../../../src/domain/productOptions';
import type { MenuQrProduct } from '../../../src/domain/wire/product';
import type { DinerTexts } from '../texts';

/**
 * What the chooser uses of the app, handed in by ProductCard: a lazy chunk that imported them
 * would split them out of the menu's first download (tests/e2e/publicAppBudget.test.ts).
 */
export interface ChooserTools {
  texts: DinerTexts;
  english: boolean;
  /** A price before tax to what the diner pays (finalPrice.ts with the merchant's charges). */
  final: (price: number) => number;
  withOptions: (price: number, options: readonly PricedOption[]) => number;
  money: (amount: number) => string;
  add: (product: MenuQrProduct, options: PricedOption[]) => void;
  /** A choice its own recipe's stock cannot serve now, live (menuView.ts isOptionSoldOutNow); the server refuses it too. */
  optionSoldOut: (group: string, option: { name: string; soldOut: boolean }) => boolean;
}

const groupRule = (texts: DinerTexts, group: OptionGroup) => {
  const rule = groupRuleOf(group);
  return rule.kind === 'one' ? texts.optionsChooseOne : rule.kind === 'between' ? texts.optionsChooseBetween(rule.min, rule.max) : texts.optionsUpTo(rule.max);
};

/**
 * Before a product with choices is added: one fieldset per group ('Término': choose
 * one; 'Extras': up to N), each option with what it adds to the final price. 'Agregar' stays
 * off until every required group is complete, and shows the line's final price.
 */
export const OptionChooser = ({ product, tools, onClose }: { product: MenuQrProduct; tools: ChooserTools; onClose: () => void }) => {
  const { texts, english, final, withOptions, money, optionSoldOut } = tools;
  const [picked, setPicked] = useState<Set<string>>(() => new Set());
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const groups = product.optionGroups;
  const id = pickKey;
  const chosen = chosenOf(groups, picked);
  const resolved = resolveChoices(product, chosen);
  const complete = 'options' in resolved;
  const total = final(withOptions(product.price, complete ? resolved.options : []));
  const missing = missingGroups(groups, picked);

  const toggle = (_group: OptionGroup, groupIndex: number, optionIndex: number) => setPicked((current) => togglePick(groups, current, groupIndex, optionIndex));

  const add = () => {
    if (!('options' in resolved)) return;
    tools.add(product, resolved.options);
    onClose();
  };

  return (
    <div className="modal-backdrop no-print" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="modal wide option-chooser" role="dialog" aria-modal="true" aria-labelledby="chooser-title">
        <h2 id="chooser-title" className="chooser-title">
          {product.name}
        </h2>
        {groups.map((group, groupIndex) => {
          const full = groupFull(groups, picked, groupIndex);
          return (
            <fieldset key={group.name} className="option-group">
              <legend>
                <span className="option-group-name">{english && group.nameEn ? group.nameEn : group.name}</span>
                <span className={group.min > 0 ? 'option-rule required' : 'option-rule'}>{groupRule(texts, group)}</span>
              </legend>
              {group.options.map((option, optionIndex) => {
                const checked = picked.has(id(groupIndex, optionIndex));
                const extra = option.price > 0 ? final(option.price) : 0;
                return (
                  <label key={option.name} className={checked ? 'option checked' : 'option'}>
                    <input
                      ref={groupIndex === 0 && optionIndex === 0 ? first : undefined}
                      type={group.max === 1 ? 'radio' : 'checkbox'}
                      name={`group-${groupIndex}`}
                      checked={checked}
                      // an option whose own recipe the stock cannot serve cannot be chosen
                      disabled={(full && !checked) || optionSoldOut(group.name, option)}
                      onChange={() => toggle(group, groupIndex, optionIndex)}
                    />
                    <span className="option-name">{english && option.nameEn ? option.nameEn : option.name}</span>
                    {extra > 0 && <span className="option-price">{`+${money(extra)}`}</span>}
                    {optionSoldOut(group.name, option) && <span className="sold-out-badge">{texts.soldOut}</span>}
                  </label>
                );
              })}
            </fieldset>
          );
        })}
        {missing.length > 0 && (
          <p className="option-missing" role="status">
            {texts.optionsMissing(missing.map((group) => (english && group.nameEn ? group.nameEn : group.name)).join(', '))}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="button" className="button primary" disabled={!complete} onClick={add}>
            {texts.addWithPrice(money(total))}
          </button>
        </div>
      </div>
    </div>
  );
};
