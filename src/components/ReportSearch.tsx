import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A report's 'Buscar' box; `label` says what it looks in (read by screen readers). */
export const ReportSearch = ({ value, onChange, label }: { value: string; onChange: (text: string) => void; label: string }) => {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      placeholder={translate('app.search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 220 }, ml: { sm: 'auto' } }}
    />
  );
};
