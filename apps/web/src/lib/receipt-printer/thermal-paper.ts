/** The printer settings' choices, kept apart from the encoder so the settings and the till load without it. */
export type ThermalPaper = '58mm' | '80mm';

/** Characters per line in the printer's standard font: 58 mm rolls print 32, 80 mm rolls 48. */
export const PAPER_COLUMNS: Record<ThermalPaper, number> = { '58mm': 32, '80mm': 48 };

/** The command languages the encoder writes: ESC/POS (Epson and most others), StarPRNT and Star Line (Star). */
export const PRINTER_LANGUAGES = ['esc-pos', 'star-prnt', 'star-line'] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];

/** The code page numbering a language's printers usually use, when the driver does not know the model. */
export const DEFAULT_CODEPAGE_MAPPING: Record<PrinterLanguage, 'epson' | 'star'> = { 'esc-pos': 'epson', 'star-prnt': 'star', 'star-line': 'star' };
