import InventoryIcon from '@mui/icons-material/LocalShipping';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { lazy, Suspense, useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNavResources } from '../layout/useNavigation';
import { httpClient } from '../providers/httpClient';
import { session } from '../providers/session';
import { type HomeCardKey, homeCards } from './homeCards';

const ICONS: Record<HomeCardKey, ComponentType<{ fontSize?: 'large'; color?: 'primary' }>> = {
  add_user: PersonAddIcon,
  create_product: RestaurantMenuIcon,
  configure_supplier: InventoryIcon,
};

const BACKOFFICE = 3;
const PROVIDER_GROUPS = [1, BACKOFFICE];
// the provider's home and its charts load only for the provider's groups
const ProviderHome = lazy(() => import('./provider/ProviderHome'));
// the restaurant's home and its charts load only for the restaurant's groups
const RESTAURANT_GROUPS = [2, 4];
const OwnerHome = lazy(() => import('./owner/OwnerHome'));

/**
 * docs/spec-reference.md §2 home: 'Panel Administrativo', the cards of the user's menu (homeCards), and for the back office the pending-ITBMS notice.
 */
const HomePanel = () => {
  const translate = useTranslate();
  const isBackoffice = session.groupId() === BACKOFFICE;
  const { data: menu } = useNavResources();
  const cards = useMemo(() => homeCards(menu ?? []), [menu]);
  const { data: pending = [] } = useQuery({
    queryKey: ['merchant', 'getWithoutITBMSConfiguration'],
    queryFn: async () => (await httpClient<{ merchants: unknown[] }>('/merchant/getWithoutITBMSConfiguration')).merchants ?? [],
    enabled: isBackoffice,
  });
  return (
    <>
      <Title title={translate('home.title')} />
      {isBackoffice && pending.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('home.itbms_pending')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {cards.map(({ key, to }) => {
          const Icon = ICONS[key];
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                    <Icon fontSize="large" color="primary" />
                    <div>
                      <Typography variant="h6" component="h2">{translate(`home.${key}`)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {translate(`home.${key}_text`)}
                      </Typography>
                    </div>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {PROVIDER_GROUPS.includes(session.groupId() ?? 0) && (
        <Box sx={{ mt: 3 }}>
          <Suspense fallback={null}>
            <ProviderHome />
          </Suspense>
        </Box>
      )}
      {RESTAURANT_GROUPS.includes(session.groupId() ?? 0) && (
        <Box sx={{ mt: 3 }}>
          <Suspense fallback={null}>
            <OwnerHome />
          </Suspense>
        </Box>
      )}
    </>
  );
};

export default HomePanel;
