import { useState } from 'react';
import { MAX_LINE_MESSAGE } from '../../../src/domain/orderRules';
import { itemKey, setLineMessage, type SelectedProduct } from '../dinerSession';
import { texts } from '../texts';

/**
 * A cart line's note for the kitchen ('Alergia al maní'), under the dish: shown when there is one,
 * typed in place with 'Agregar nota' or 'Cambiar nota'. It is kept when the diner is done or leaves
 * the field; the same dish with another note is another line (dinerSession.ts setLineMessage).
 */
export const LineNote = ({ item }: { item: SelectedProduct }) => {
  const [draft, setDraft] = useState<string | null>(null);
  const keep = () => {
    if (draft !== null) setLineMessage(itemKey(item), draft);
    setDraft(null);
  };
  if (draft === null) {
    return (
      <span className="line-note">
        {item.message && <span className="line-note-text">{texts.lineNoteShown(item.message)}</span>}
        <button type="button" className="button link small" onClick={() => setDraft(item.message ?? '')}>
          {item.message ? texts.editLineNote : texts.addLineNote}
        </button>
      </span>
    );
  }
  return (
    <label className="field line-note-field">
      <span>{texts.lineNote}</span>
      <textarea
        className="comments line-note-input"
        rows={2}
        autoFocus
        maxLength={MAX_LINE_MESSAGE}
        placeholder={texts.lineNotePlaceholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={keep}
      />
      <button type="button" className="button small" onMouseDown={(event) => event.preventDefault()} onClick={keep}>
        {texts.saveLineNote}
      </button>
    </label>
  );
};
