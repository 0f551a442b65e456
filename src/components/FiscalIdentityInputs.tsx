import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { IDENTIFICATION_TYPES } from '../domain/fiscalIdentification';
import type { CrLocations } from '../domain/wire/settings';
import { ActivityCodeInput } from './ActivityCodeInput';
import { useCatalogs } from './useCatalogs';

const Cell = ({ children, md = 6 }: { children: ReactNode; md?: number }) => <Grid size={{ xs: 12, sm: 6, md }}>{children}</Grid>;

type Place = { code: number; name: string };
const choicesOf = (places: readonly Place[] | undefined) => (places ?? []).map((place) => ({ id: place.code, name: place.name }));

/**
 * Province → canton → district from Costa Rica's list (GET /locations/): choosing a province
 * empties the canton and district, choosing a canton empties the district.
 */
const AddressInputs = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { data, isPending } = useCatalogs<CrLocations>('company', 'locations');
  const province = useWatch({ name: 'fiscal.province' }) as number | undefined;
  const canton = useWatch({ name: 'fiscal.canton' }) as number | undefined;
  const provinces = data?.provinces;
  const cantons = provinces?.find((item) => item.code === province)?.cantons;
  const districts = cantons?.find((item) => item.code === canton)?.districts;
  const clear = (...fields: string[]) => {
    for (const field of fields) setValue(field, null, { shouldDirty: true, shouldValidate: false });
  };
  const select = (source: string, choices: { id: number; name: string }[], onChange?: () => void) => (
    <SelectInput
      // mounted again once the list arrives: a select shows new choices only a render after they change (react-admin's useList)
      key={isPending ? 'loading' : 'loaded'}
      source={`fiscal.${source}`}
      label={translate(`fiscal.fields.${source}`)}
      choices={choices}
      translateChoice={false}
      emptyText=""
      parse={(value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))}
      onChange={onChange}
      // until the list arrives the stored codes have no names: a select would show them as out of range
      isPending={isPending}
      disabled={choices.length === 0}
      fullWidth
    />
  );
  // a row of its own, whatever the fields before it
  return (
    <Grid container size={12} columnSpacing={2}>
      <Cell md={4}>{select('province', choicesOf(provinces), () => clear('fiscal.canton', 'fiscal.district'))}</Cell>
      <Cell md={4}>{select('canton', choicesOf(cantons), () => clear('fiscal.district'))}</Cell>
      <Cell md={4}>{select('district', choicesOf(districts))}</Cell>
    </Grid>
  );
};

/**
 * The merchant's fiscal identity, as src/schemas/fiscalIdentitySchema.ts checks it: in
 * company settings (group 4) with the activity code, and in the provider's merchant form, whose
 * identification section already holds the activity code.
 */
export const FiscalIdentityInputs = ({ activityCode = false }: { activityCode?: boolean }) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`fiscal.fields.${field}`);
  const helper = (field: string) => translate(`fiscal.helpers.${field}`);
  return (
    // an item of the merchant form's section grid, a grid of its own in company settings
    <Grid container size={12} columnSpacing={2} sx={{ width: '100%' }}>
      <Cell>
        <TextInput source="fiscal.legalName" label={label('legalName')} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Cell>
      <Cell>
        <TextInput source="fiscal.commercialName" label={label('commercialName')} helperText={helper('commercialName')} fullWidth slotProps={{ htmlInput: { maxLength: 80 } }} />
      </Cell>
      <Cell>
        <SelectInput
          source="fiscal.identificationType"
          label={label('identificationType')}
          choices={IDENTIFICATION_TYPES.map((type) => ({ id: type.code, name: translate(`fiscal.identificationTypes.${type.code}`) }))}
          translateChoice={false}
          emptyText=""
          fullWidth
        />
      </Cell>
      <Cell>
        <TextInput
          source="fiscal.identificationNumber"
          label={label('identificationNumber')}
          helperText={helper('identificationNumber')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 16, inputMode: 'numeric' } }}
        />
      </Cell>
      {activityCode && (
        <Cell>
          <ActivityCodeInput resource="company" label={label('activityCode')} helperText={helper('activityCode')} />
        </Cell>
      )}
      <Cell>
        <TextInput source="fiscal.email" label={label('email')} helperText={helper('email')} type="email" fullWidth slotProps={{ htmlInput: { maxLength: 160 } }} />
      </Cell>
      <AddressInputs />
      <Grid size={12}>
        <TextInput source="fiscal.otherSigns" label={label('otherSigns')} fullWidth slotProps={{ htmlInput: { maxLength: 250 } }} />
      </Grid>
      <Cell md={3}>
        <TextInput source="fiscal.establishment" label={label('establishment')} helperText={helper('establishment')} fullWidth slotProps={{ htmlInput: { maxLength: 3, inputMode: 'numeric' } }} />
      </Cell>
      <Cell md={3}>
        <TextInput source="fiscal.terminal" label={label('terminal')} helperText={helper('terminal')} fullWidth slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }} />
      </Cell>
    </Grid>
  );
};
