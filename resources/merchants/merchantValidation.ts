import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { merchantSchema } from '../../src/schemas/merchantSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/**
 * The merchant form checks with the schema the mock API applies to the body; the document
 * number is checked against the mask of the identification type chosen, from the same lookup.
 */
export const useMerchantResolver = () => {
  const { data: idTypes } = useGetList('merchantIdTypes');
  return useMemo(() => schemaResolver(merchantSchema({ idTypes: idTypes as { id: number; format: string }[] | undefined })), [idTypes]);
};

export const merchantRequired = requiredMarks(merchantSchema());
