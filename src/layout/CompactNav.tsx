import MenuIcon from '@mui/icons-material/Menu';
import { IconButton, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NavItem } from './navigationTree';

/** The same navigation folded into one menu button, for phone-width screens. */
export const CompactNav = ({ items }: { items: NavItem[] }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const link = (item: NavItem, indent = false) => (
    <MenuItem key={item.id} component={Link} to={item.to!} onClick={close} sx={indent ? { pl: 4 } : undefined}>
      {item.name}
    </MenuItem>
  );
  return (
    <>
      <IconButton color="inherit" aria-label={translate('ra.action.open_menu')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MenuIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {/* MUI menus take a flat array of items, not fragments */}
        {items.flatMap((item) =>
          item.children.length
            ? [<ListSubheader key={`group-${item.id}`}>{item.name}</ListSubheader>, ...item.children.map((child) => link(child, true))]
            : [link(item)],
        )}
      </Menu>
    </>
  );
};
