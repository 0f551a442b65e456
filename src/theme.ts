import { defaultTheme } from 'react-admin';

export const portalTheme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0d47a1' }, secondary: { main: '#00897b' } },
  typography: { ...defaultTheme.typography, fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
};
