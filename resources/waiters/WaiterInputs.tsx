import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { waiterRequired as required } from './waiterValidation';

/** The waiter form's one field (docs/spec-reference.md §2: name only), shared by create and edit. */
export const WaiterInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 480 }}>
    <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
  </Box>
);
