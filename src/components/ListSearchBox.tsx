import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** How long typing pauses before the list is searched (react-admin's own filter pause). */
export const SEARCH_PAUSE_MS = 500;

/**
 * A list's 'Buscar' box. It replaces react-admin's SearchInput, whose pending search still runs
 * after the user has opened another screen (typed, then 'Nuevo' within the pause) and navigates
 * back to the list. Here a search whose list is no longer the page shown is dropped.
 */
export const ListSearchBox = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { pathname: listPath } = useLocation();
  const [text, setText] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  const latest = useRef({ filterValues, displayedFilters, setFilters });
  latest.current = { filterValues, displayedFilters, setFilters };
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      // the router changes the address at once, the screen only once the next one has rendered
      if (window.location.pathname !== listPath) return;
      const { filterValues: current, displayedFilters: displayed, setFilters: apply } = latest.current;
      const others = Object.fromEntries(Object.entries(current).filter(([key]) => key !== 'q'));
      apply(value.trim() ? { ...others, q: value } : others, displayed, false);
    }, SEARCH_PAUSE_MS);
  };

  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={translate('app.search')}
      hiddenLabel
      // left of the list's buttons, as react-admin's own search sits; the whole row on a phone
      sx={{ mr: 'auto', width: { xs: '100%', sm: 280 }, flex: { xs: '1 1 100%', sm: '0 0 280px' } }}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.search'), type: 'search' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
