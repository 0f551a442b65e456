import { SelectInput, type SelectInputProps } from 'react-admin';
import type { CatalogItem } from './useCatalogs';

/** A choice from one of the API's catalogs (docs/spec-reference.md §3 Catalog items: code and description). */
export const CatalogSelectInput = ({ items, ...props }: SelectInputProps & { items?: CatalogItem[] }) => (
  <SelectInput
    choices={items}
    optionValue="code"
    optionText="description"
    translateChoice={false}
    fullWidth
    emptyText=""
    {...props}
  />
);
