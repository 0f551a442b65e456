import { Box } from '@mui/material';

/** Seen by screen readers only (MUI's visuallyHidden, written out). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/**
 * A column header the spec abbreviates ('Auth.'): the abbreviation is what the eye reads (with
 * the full word as its tooltip), the full word is what a screen reader says.
 */
export const AbbreviatedLabel = ({ short, full }: { short: string; full: string }) => (
  <>
    <span aria-hidden="true" title={full}>
      {short}
    </span>
    <Box component="span" sx={visuallyHidden}>
      {full}
    </Box>
  </>
);
