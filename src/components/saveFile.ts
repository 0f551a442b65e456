/** Saves a file through the browser's download (an <a download> click): the CSV exports, the tables' QR codes. */
export const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; the address is not needed afterwards
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
