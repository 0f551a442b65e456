import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A record's facts as label and value lines (a description list): the transaction's and the
 * electronic receipt's detail pages. `labelWidth` is the labels' share of a wide line.
 */
export const DetailLines = ({ lines, labelWidth = '40%' }: { lines: [label: string, value: ReactNode][]; labelWidth?: string }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: `minmax(110px, ${labelWidth}) 1fr`, columnGap: 2, rowGap: 1 }}>
    {lines.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
