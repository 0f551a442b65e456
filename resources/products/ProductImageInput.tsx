import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { productImageUrl } from '../../src/domain/productCatalogs';
import { productMessages } from '../../src/domain/productMessages';
import { API_URL } from '../../src/providers/apiUrl';
import { prepareImage } from './shrinkImage';

const ACCEPTED = ['image/png', 'image/jpeg'];

/**
 * docs/spec-reference.md §2 image picker: .png, .jpg, .jpeg, shown in a 150×150 preview. A large picture (a phone's
 * camera photo) is shrunk and re-encoded here first (shrinkImage.ts); the file travels as a data
 * URL, and the server checks its real content and size again and stores it.
 */
export const ProductImageInput = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'image' });
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name)) return setProblem(productMessages.imageType);
    setProblem(undefined);
    setPreparing(true);
    try {
      const prepared = await prepareImage(file);
      if ('problem' in prepared) setProblem(prepared.problem);
      else field.onChange(prepared.dataUrl);
    } catch {
      setProblem(productMessages.imageType);
    } finally {
      setPreparing(false);
    }
  };
  const src = productImageUrl(field.value, API_URL);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.products.fields.image')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{ width: 150, height: 150, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.50', overflow: 'hidden' }}
        >
          {src ? (
            <img src={src} alt={translate('resources.products.image.alt')} width={150} height={150} style={{ objectFit: 'contain' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">{translate('resources.products.image.none')}</Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => fileInput.current?.click()} disabled={preparing}>
            {translate('resources.products.image.choose')}
          </Button>
          {field.value && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
              {translate('resources.products.image.remove')}
            </Button>
          )}
          <FormHelperText error={!!problem} role={problem ? 'alert' : undefined}>
            {problem ?? translate(preparing ? 'resources.products.image.preparing' : 'resources.products.image.hint')}
          </FormHelperText>
        </Box>
      </Box>
      <input ref={fileInput} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" hidden onChange={pick} data-testid="product-image-file" />
    </Box>
  );
};
