import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A home's or a report's panel: a card of the row's full height under its heading (h2, or h3 inside a titled part). */
export const TitledCard = ({ title, heading = 'h2', children }: { title: string; heading?: 'h2' | 'h3'; children: ReactNode }) => (
  <Card sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component={heading} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
