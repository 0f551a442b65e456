import { Box } from '@mui/material';

/** Read by screen readers, not shown (MUI's visuallyHidden, written out). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/**
 * A chart's figures as a table only screen readers reach. The chart beside it is `inert`: hidden
 * from screen readers and out of the tab order (under aria-hidden alone its focusable parts would
 * still take the focus, with no name). The table is hidden inside a box rather than itself: a table
 * grows to its rows whatever its height says, and 30 rows a pixel wide ran the page on by a blank
 * screen's height below the last chart.
 */
export const ChartFiguresTable = ({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) => (
  <Box sx={visuallyHidden}>
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first}>
            <th scope="row">{first}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </Box>
);
