/** Hands a file to the browser's downloads under its name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob over; the URL can go once the browser had a moment to start the download
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
