import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AppBar, Box, Button, ListItemIcon, Menu, MenuItem, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
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

/** 'Bienvenido,' with the user's name, opening 'Cambiar contraseña' and 'Salir'. */
const UserMenu = ({ fullName }: { fullName: string }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleIcon />}
        endIcon={<ExpandMoreIcon />}
        sx={{ textTransform: 'none', fontWeight: 400 }}
      >
        {/* on a phone the greeting gives way to the name alone */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'pre' }}>
          {translate('app.welcome')}{' '}
        </Box>
        <strong>{fullName}</strong>
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem component={Link} to="/change-password" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.change_password')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};

/** docs/spec-reference.md §2 navigation bar: logo, the server's items, 'Bienvenido,' with the user's name and its menu. */
export const TopNav = () => {
  const translate = useTranslate();
  const { data: resources } = useNavResources();
  const items = useMemo(() => navigationTree(resources ?? []), [resources]);
  const { identity } = useGetIdentity();
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
            <CompactNav items={items} />
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
        <UserMenu fullName={identity?.fullName ?? ''} />
      </Toolbar>
    </AppBar>
  );
};
