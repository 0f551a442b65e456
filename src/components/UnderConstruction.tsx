import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Screens of the specification that later work will build. */
export const UnderConstruction = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('app.under_construction')} />
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <ConstructionIcon color="warning" fontSize="large" />
        <div>
          <Typography variant="h6" component="h2">{translate('app.under_construction')}</Typography>
          <Typography color="text.secondary">{translate('app.under_construction_text')}</Typography>
        </div>
      </CardContent>
    </Card>
  );
};

export default UnderConstruction;
