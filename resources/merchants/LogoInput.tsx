import UploadIcon from '@mui/icons-material/Upload';
import { Avatar, Box, Button, FormHelperText, Typography } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { LOGO_ACCEPT } from '../../src/domain/merchantLogo';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';
import { readLogo } from './readLogo';

/** The merchant's logo (docs/spec-reference.md §5: png, jpg, jpeg): a preview and a file button; the value is a data URL or an image address. */
export const LogoInput = () => {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const { field, fieldState } = useInput({ source: 'image', validate: required.image });
  const problem = fileProblem ?? (fieldState.error?.message && translate(fieldState.error.message));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { dataUrl, error } = await readLogo(file);
    setFileProblem(error);
    if (dataUrl) field.onChange(dataUrl);
  };

  return (
    <FormSection
      title={
        <>
          {translate('resources.merchants.sections.logo')}
          {/* required by docs/spec-reference.md §5: marked like react-admin marks a required input */}
          {required.image?.isRequired && <span aria-hidden="true">&thinsp;*</span>}
        </>
      }
    >
      <Cell sm={12} md={12}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Avatar
            src={field.value || undefined}
            alt={translate('resources.merchants.logo.preview')}
            variant="rounded"
            sx={{ width: 96, height: 96, bgcolor: 'grey.200', color: 'text.secondary', fontSize: 12, '& img': { objectFit: 'contain' } }}
          >
            {translate('resources.merchants.logo.none')}
          </Avatar>
          <div>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
              {translate(field.value ? 'resources.merchants.logo.change' : 'resources.merchants.logo.choose')}
            </Button>
            <input ref={fileInput} type="file" accept={LOGO_ACCEPT} hidden onChange={choose} aria-label={translate('resources.merchants.fields.image')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('resources.merchants.logo.hint')}
            </Typography>
            {problem && <FormHelperText error>{problem}</FormHelperText>}
          </div>
        </Box>
      </Cell>
    </FormSection>
  );
};
