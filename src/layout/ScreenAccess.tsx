import LockIcon from '@mui/icons-material/Lock';
import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { screenOfPath } from '../domain/navigation';
import { useNavResources } from './useNavigation';

/**
 * A screen the user's group does not have (not in its getResources menu) shows 'Acceso
 * denegado' instead of an empty list and a refused request. The server refuses it anyway.
 */
export const ScreenAccess = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data: resources, isPending } = useNavResources();
  const screen = screenOfPath(pathname);
  if (!screen) return children;
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (!resources || resources.some((resource) => resource.code === screen)) return children;
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('ra.page.access_denied')} />
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <LockIcon color="error" fontSize="large" />
        <div>
          <Typography variant="h6" component="h2">{translate('ra.page.access_denied')}</Typography>
          <Typography color="text.secondary">{translate('ra.message.access_denied')}</Typography>
        </div>
      </CardContent>
    </Card>
  );
};
