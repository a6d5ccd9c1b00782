/**
 * Issue 39: recovery codes saved as a text file: the site and the day in a
 * header line, then one code per line, so the file still says what the codes
 * are for when it is found months later.
 */
export interface RecoveryCodesFile {
  readonly name: string;
  readonly text: string;
}

/** The site's host as a file name's start ("example.com"): letters, digits, dots and dashes only. */
function fileSafe(site: string): string {
  return (
    site
      .toLowerCase()
      .replace(/[^a-z0-9.-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '') || 'account'
  );
}

/** The file for `codes`; `header` is the first line, already in the page's language. */
export function recoveryCodesFile(codes: readonly string[], site: string, header: string): RecoveryCodesFile {
  return {
    name: `${fileSafe(site)}-recovery-codes.txt`,
    // CRLF: Notepad on older Windows shows LF-only files as one line
    text: [header, '', ...codes, ''].join('\r\n'),
  };
}

/** Hands the file to the browser as a download (a Blob behind a link with `download`). */
export function downloadTextFile(file: RecoveryCodesFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the url is not needed after this task
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
