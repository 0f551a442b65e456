import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CabysPicker } from './CabysPicker';
import { cabysLabel, chosenFrom, type ChosenCabys } from './cabysTypes';

/** docs/spec-reference.md §2 route `search-product`: the tax-code picker as a page; a chosen code can start a new product. */
const SearchProductPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ChosenCabys>();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.products.cabys.page_title')} />
      <Card>
        <CardContent>
          {chosen && (
            <Alert
              severity="success"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => navigate('/products/create', { state: { cabys: chosen } })}>
                  {translate('resources.products.cabys.create_with')}
                </Button>
              }
            >
              {translate('resources.products.cabys.chosen', { code: cabysLabel(chosen) })}
            </Alert>
          )}
          <CabysPicker onChoose={(item) => setChosen(chosenFrom(item))} />
        </CardContent>
      </Card>
    </Box>
  );
};

export default SearchProductPage;
