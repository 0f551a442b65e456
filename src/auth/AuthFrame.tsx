import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Card, CardContent, Fade, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The frame of the sign-in and change-password pages: brand, card, 1 s fade-in (spec §2). */
export const AuthFrame = ({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: 'linear-gradient(135deg, #0d47a1 0%, #1976d2 60%, #42a5f5 100%)' }}>
      <Fade in timeout={1000} appear>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', alignItems: 'stretch' }}>
          <Card sx={{ width: 380, maxWidth: '100%' }} elevation={6}>
            <CardContent sx={{ p: 4 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'primary.main' }}>
                <StorefrontIcon fontSize="large" />
                <Typography variant="subtitle1" fontWeight={700}>
                  {translate('app.title')}
                </Typography>
              </Box>
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
