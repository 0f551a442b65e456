import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AppBar, Box, Button, Menu, MenuItem, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { CompactNav } from './CompactNav';
import { type NavItem, navigationTree } from './navigationTree';
import { useNavResources } from './useNavigation';

const Dropdown = ({ item, active }: { item: NavItem; active: boolean }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button color="inherit" endIcon={<ExpandMoreIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" sx={{ fontWeight: active ? 700 : 400 }}>
        {item.name}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {item.children.map((child) => (
          <MenuItem key={child.id} component={Link} to={child.to!} onClick={() => setAnchor(null)}>
            {child.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** Spec §2 navigation bar: logo, the server's items, 'Bienvenido,' with the user's name, 'Salir'. */
export const TopNav = () => {
  const translate = useTranslate();
  const { data: resources } = useNavResources();
  const items = useMemo(() => navigationTree(resources ?? []), [resources]);
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const { pathname } = useLocation();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const isActive = (to?: string) => !!to && (pathname === to || pathname.startsWith(`${to}/`));
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0, md: 2 } }}>
          <StorefrontIcon />
          <Typography variant="h6" component="span" noWrap>
            {translate('app.title')}
          </Typography>
        </Box>
        {compact ? (
          <Box component="nav" sx={{ flex: 1 }}>
            <CompactNav items={items} greeting={`${translate('app.welcome')} ${identity?.fullName ?? ''}`} />
          </Box>
        ) : (
          <Box component="nav" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flex: 1 }}>
            {items.map((item) =>
              item.children.length ? (
                <Dropdown key={item.id} item={item} active={item.children.some((child) => isActive(child.to))} />
              ) : (
                <Button key={item.id} color="inherit" component={Link} to={item.to!} sx={{ fontWeight: isActive(item.to) ? 700 : 400 }}>
                  {item.name}
                </Button>
              ),
            )}
          </Box>
        )}
        <Typography variant="body2" sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }}>
          {translate('app.welcome')} <strong>{identity?.fullName}</strong>
        </Typography>
        <Button color="inherit" variant="outlined" onClick={() => logout()}>
          {translate('app.logout')}
        </Button>
      </Toolbar>
    </AppBar>
  );
};
