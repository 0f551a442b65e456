import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PASSWORD_RULES } from '../domain/passwordPolicy';

/**
 * docs/spec-reference.md §5's password rules under the new password, each ticked as it is met while the user
 * types. Nothing is ticked before anything is typed; the confirmation counts once it is filled.
 */
export const PasswordRules = ({ password, confirmation }: { password: string; confirmation: string }) => {
  const translate = useTranslate();
  const rules: [string, boolean][] = [
    ...Object.entries(PASSWORD_RULES).map(([name, rule]): [string, boolean] => [name, rule(password)]),
    ['match', !!confirmation && password === confirmation],
  ];
  return (
    <div>
      <Typography variant="body2" color="text.secondary" id="password-rules-title">
        {translate('change_password.rules_title')}
      </Typography>
      <List dense disablePadding aria-labelledby="password-rules-title">
        {rules.map(([name, met]) => (
          <ListItem key={name} disableGutters sx={{ py: 0 }} data-rule={name}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {met ? (
                <CheckCircleIcon color="success" fontSize="small" titleAccess={translate('change_password.rule_met')} />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.secondary' }} titleAccess={translate('change_password.rule_pending')} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={translate(`change_password.rule_${name}`)}
              slotProps={{ primary: { variant: 'body2', color: met ? 'success.dark' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
};
