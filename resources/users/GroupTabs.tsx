import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserTab } from '../../src/domain/userRules';

/** docs/spec-reference.md §2's group buttons: Banco (back office only), Portal (not for operators), Operadores. */
export const GroupTabs = ({ tabs, value, onChange }: { tabs: UserTab[]; value: UserTab; onChange: (tab: UserTab) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      size="small"
      value={value}
      onChange={(_event, next: UserTab | null) => next && onChange(next)}
      aria-label={translate('resources.users.tabs.label')}
      sx={{ m: 1 }}
    >
      {tabs.map((tab) => (
        <ToggleButton key={tab} value={tab} sx={{ px: 2 }}>
          {translate(`resources.users.tabs.${tab}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
