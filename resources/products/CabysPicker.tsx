import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CabysSearchTab } from './CabysSearchTab';
import { CabysTreeTab } from './CabysTreeTab';
import type { CabysItem } from '../../src/domain/wire/cabys';

/** docs/spec-reference.md §2 tax-code picker: two tabs, search by code or description, and the category tree. */
export const CabysPicker = ({ onChoose }: { onChoose?: (item: CabysItem) => void }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={translate('resources.products.cabys.tab_search')} />
        <Tab label={translate('resources.products.cabys.tab_tree')} />
      </Tabs>
      {/* both stay mounted: switching tabs keeps the search and the opened categories */}
      <Box hidden={tab !== 0}>
        <CabysSearchTab onChoose={onChoose} />
      </Box>
      <Box hidden={tab !== 1}>
        <CabysTreeTab onChoose={onChoose} />
      </Box>
    </Box>
  );
};
