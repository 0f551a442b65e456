import { useRef } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { formatDecimal, parseDecimal } from '../domain/decimal';

/**
 * A percentage or an amount: a text box with the phone's decimal keypad that accepts a decimal
 * comma or point ('3,5' and '3.5' are the number 3.5). The form holds the number; what cannot be
 * read as one stays text, which the entity's schema refuses with its message.
 *
 * The box shows what was typed as long as it still means the form's value, so '3,' is not
 * rewritten to '3' under the cursor; a value set from outside (the record loading) is shown as is.
 */
export const DecimalInput = (props: Omit<TextInputProps, 'parse' | 'format'>) => {
  const typed = useRef<string | undefined>(undefined);
  const { slotProps, ...rest } = props;
  return (
    <TextInput
      {...rest}
      parse={(text: string) => {
        typed.current = text;
        return parseDecimal(text);
      }}
      format={(value: unknown) => (typed.current !== undefined && Object.is(parseDecimal(typed.current), value) ? typed.current : formatDecimal(value))}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
};
