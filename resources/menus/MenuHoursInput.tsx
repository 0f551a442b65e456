import { Typography } from '@mui/material';
import { ArrayInput, CheckboxGroupInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { LabelledAddButton } from '../../src/components/LabelledAddButton';
import { WEEKDAYS } from '../../src/domain/menuHours';

const dayChoices = WEEKDAYS.map((day) => ({ id: day.id, name: day.name }));

/**
 * A menu's hours: slots of days and a time span, in Costa Rica time; none means the
 * menu is always available. The schema (src/schemas/menuExtrasFields.ts) checks each slot.
 */
export const MenuHoursInput = () => {
  const translate = useTranslate();
  return (
    <>
      <ArrayInput source="availability" helperText={false}>
        <SimpleFormIterator inline disableReordering fullWidth addButton={<LabelledAddButton label="resources.menus.hours.add_slot" />}>
          <CheckboxGroupInput source="days" label="resources.menus.fields.days" choices={dayChoices} translateChoice={false} row />
          <TextInput source="from" label="resources.menus.fields.from" type="time" sx={{ width: 140 }} slotProps={{ inputLabel: { shrink: true } }} />
          <TextInput source="to" label="resources.menus.fields.to" type="time" sx={{ width: 140 }} slotProps={{ inputLabel: { shrink: true } }} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.menus.helpers.availability')}
      </Typography>
    </>
  );
};
