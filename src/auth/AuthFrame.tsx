import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Card, CardContent, Fade, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { brandFont as BRAND_FONT } from '../brandTheme';
import { usePageTitle } from '../layout/pageTitle';
import { useAppShellHandoff } from '../layout/useAppShellHandoff';

/**
 * The gradient and the portal's name above the card. index.html paints the same two (class
 * `boot`, same sizes) before any script runs, so the first paint is the page's largest text and
 * it does not move when this replaces it: keep both in step.
 */
const GRADIENT = 'linear-gradient(135deg, #0d47a1 0%, #1976d2 60%, #42a5f5 100%)';

/** The frame of the sign-in and change-password pages: brand, card, 1 s fade-in (docs/spec-reference.md §2). */
export const AuthFrame = ({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) => {
  const translate = useTranslate();
  usePageTitle(title);
  useAppShellHandoff();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '6vh 16px 16px', background: GRADIENT }}
    >
      <Typography
        component="p"
        sx={{ display: 'flex', alignItems: 'center', gap: '12px', margin: '0 0 24px', color: '#fff', fontFamily: BRAND_FONT, fontSize: 'clamp(1.5rem, 6vw, 2rem)', fontWeight: 700, letterSpacing: 0, lineHeight: 1.25, textAlign: 'center' }}
      >
        <StorefrontIcon sx={{ fontSize: '2.5rem' }} />
        {translate('app.title')}
      </Typography>
      <Fade in timeout={1000} appear>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', alignItems: 'stretch', maxWidth: '100%' }}>
          <Card sx={{ width: 380, maxWidth: '100%' }} elevation={6}>
            <CardContent sx={{ p: 4 }}>
              <Typography variant="h5" component="h1" gutterBottom>
                {title}
              </Typography>
              {children}
            </CardContent>
          </Card>
          {aside}
        </Box>
      </Fade>
    </Box>
  );
};
