import { setLanguage, useLanguage } from '../language';
import { texts, type Language } from '../texts';

const CHOICES: Language[] = ['es', 'en'];

/** 'ES | EN' in the top bar: the diner's language, remembered on this phone. */
export const LanguageSwitch = () => {
  const language = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={texts.languageSwitch}>
      {CHOICES.map((choice, index) => (
        <span key={choice}>
          {index > 0 && <span aria-hidden="true">|</span>}
          <button type="button" lang={choice} aria-pressed={language === choice} onClick={() => setLanguage(choice)}>
            {choice.toUpperCase()}
          </button>
        </span>
      ))}
    </div>
  );
};
