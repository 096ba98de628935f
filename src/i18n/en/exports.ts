export const exportMessages = {
  exports: {
    button: 'Export',
    menuLabel: 'All rows with the current filters',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    dialogTitle: 'Exporting as {{kind}}',
    progressLabel: 'Export progress',
    fetching: 'Collecting the rows…',
    fetchedPages: 'Fetched {{fetched}} of {{total}} pages',
    writing_one: 'Writing {{count}} row…',
    writing_other: 'Writing {{count}} rows…',
    cancel: 'Cancel export',
    failed: 'The export failed',
    saved_one: '{{count}} row saved as {{file}}.',
    saved_other: '{{count}} rows saved as {{file}}.',
    /** How an Excel cell shows a day; Excel's own format codes (d, m, y). */
    excelDateFormat: 'yyyy-mm-dd',
  },
};
