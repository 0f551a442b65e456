import { defaultTheme } from 'react-admin';
import { brandComponents, brandFont, brandPalette } from './brandTheme';

export const portalTheme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...brandPalette },
  typography: { ...defaultTheme.typography, fontFamily: brandFont },
  components: { ...defaultTheme.components, ...brandComponents },
};
