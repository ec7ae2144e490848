/**
 * How much of a stock file the server reads. A dealer's whole catalogue is a few tens of thousands of lines; the
 * caps stop a file built to exhaust the server (a million lines, a zip bomb) after a bounded amount of work.
 */

/** Data lines of a file (blank lines not counted): the reading stops at the next one and refuses the file. */
export const STOCK_ROWS_MAX = 200_000;

/**
 * Bytes an XLSX may hold once decompressed: the sizes its zip declares for all its entries together, and the bytes
 * actually inflated from the few entries read (the sheet, its shared strings, the workbook's index of sheets).
 */
export const XLSX_INFLATED_MAX_BYTES = 256 * 1024 * 1024;

/** Longest single element of the sheet's XML (one row, one shared string): a row of a stock file is a few hundred bytes. */
export const XLSX_ELEMENT_MAX_CHARS = 1024 * 1024;
