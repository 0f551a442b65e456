import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/**
 * A list's add button that says what it adds ('Agregar opción', 'Agregar horario'): react-admin's
 * own is a bare ⊕ named 'Agregar' in every list, so a screen reader and a new owner cannot tell them apart.
 */
export const LabelledAddButton = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" color="primary" startIcon={<AddIcon fontSize="small" />} onClick={() => add()} sx={{ mt: 0.5 }}>
      {translate(label)}
    </Button>
  );
};
