import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** docs/spec-reference.md §2: 'Nuevo' is a dropdown, Menu or Producto. */
export const NewCatalogueEntryButton = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? 'new-catalogue-entry' : undefined}
      >
        {translate('app.new')}
      </Button>
      <Menu id="new-catalogue-entry" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to="/menus/create" onClick={() => setAnchor(null)}>
          {translate('resources.products.new_menu')}
        </MenuItem>
        <MenuItem component={Link} to="/products/create" onClick={() => setAnchor(null)}>
          {translate('resources.products.new_product')}
        </MenuItem>
      </Menu>
    </>
  );
};
