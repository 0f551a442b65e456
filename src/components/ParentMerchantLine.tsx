import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Above a merchant's tariffs or accounts: whose they are ('Comercio: …'); `inset` above a table. */
export const ParentMerchantLine = ({ label, name, inset = false }: { label: string; name?: string; inset?: boolean }) => (
  <Typography variant="body1" color="text.secondary" sx={inset ? { px: 2, pt: 1.5, pb: 0.5 } : { mb: 1 }}>
    {label}: <strong>{name ?? '…'}</strong>
  </Typography>
);

/** Back to the merchant list from a merchant's own lists. */
export const BackToMerchants = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/merchants" startIcon={<ArrowBackIcon />}>
      {translate('app.back')}
    </Button>
  );
};
