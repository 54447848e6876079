/**
 * Hands a text to the browser as a download named `fileName`, straight from the page (no server
 * round trip: the text is already here).
 */
export function downloadText(text: string, fileName: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
