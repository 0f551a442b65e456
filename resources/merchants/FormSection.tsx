import { Box, Divider, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled group of fields in the merchant form (identification, terminals, rates…). */
export const FormSection = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <Box component="section" sx={{ width: '100%', maxWidth: 1100, mb: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Divider sx={{ mb: 1.5 }} />
    <Grid container columnSpacing={2}>
      {children}
    </Grid>
  </Box>
);

/** One field's cell: full width on phones, two or three to a row on larger screens. */
export const Cell = ({ children, sm = 6, md = 4 }: { children: ReactNode; sm?: number; md?: number }) => (
  <Grid size={{ xs: 12, sm, md }}>{children}</Grid>
);
