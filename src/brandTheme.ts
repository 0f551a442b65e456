import { esES } from '@mui/material/locale';

/**
 * The portal's colours and MUI's own words in Spanish, without react-admin: the change-password
 * page uses it as it is; src/theme.ts adds react-admin's. The plain sign-in page
 * (src/auth/signIn/signInPage.css) repeats the few colours it needs.
 *
 * Colours hold 4.5:1 on white for text: MUI's default warning orange (#ed6c02) is 3.1:1, so
 * 'Suspender' and other warning texts use a darker orange (#b24c00, 5.4:1), the teal secondary
 * #00796b (5.4:1) instead of #00897b (4.3:1); success green
 * #2e7d32 (5.1:1) and error red #d32f2f (5.0:1) already pass.
 */
export const brandPalette = {
  primary: { main: '#0d47a1' },
  secondary: { main: '#00796b', contrastText: '#fff' },
  warning: { main: '#b24c00', contrastText: '#fff' },
  // MUI's info blue #0288d1 is 3.9:1 under white text (the board's 'Recibido'); #0277bd is 4.8:1
  info: { main: '#0277bd', contrastText: '#fff' },
};

export const brandFont = 'Roboto, "Segoe UI", Arial, sans-serif';

/** MUI's Spanish texts, with an aria-label of its own for the pager (MUI's default is 'pagination navigation'). */
export const spanishComponents = {
  ...esES.components,
  MuiAutocomplete: { defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' } },
  MuiPagination: { defaultProps: { ...esES.components?.MuiPagination?.defaultProps, 'aria-label': 'Paginación' } },
};

/**
 * The helper text of a disabled field explains why it cannot change ('Asignado por el sistema'):
 * it keeps the secondary text colour (5.7:1) instead of MUI's disabled grey (2.7:1).
 */
const readableHelpers = {
  MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
};

export const brandComponents = { ...spanishComponents, ...readableHelpers };

export const brandTheme = {
  palette: brandPalette,
  typography: { fontFamily: brandFont },
  components: brandComponents,
};
