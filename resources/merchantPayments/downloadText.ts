import { saveFile } from '../../src/components/saveFile';

/** Hand a text to the browser as a file download. */
export const downloadText = (text: string, fileName: string, type = 'text/csv;charset=utf-8') => saveFile(new Blob([text], { type }), fileName);
