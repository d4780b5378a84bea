import ExcelJS from 'exceljs';

/**
 * An upload template (docs/client-import.md, docs/rebalance-from-sheet.md): the sheet the upload reads,
 * whose first row names the columns (bold, frozen), and a Notes sheet saying what each column takes.
 */
export interface TemplateLayout<K extends string> {
  /** The workbook's author. */
  creator: string;
  /** The first sheet's name, e.g. 'Clients'. */
  sheet: string;
  columns: readonly K[];
  widths: Record<K, number>;
  /** Excel number formats by column: '@' (text) keeps a PAN, a symbol or a mobile's digits as typed. */
  formats: Partial<Record<K, string>>;
  /** The Notes sheet's rows (the first bold) and its column widths. */
  notes: readonly (readonly string[])[];
  notesWidths: readonly number[];
}

/** The template's XLSX bytes. */
export async function templateWorkbook<K extends string>(layout: TemplateLayout<K>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = layout.creator;
  const sheet = workbook.addWorksheet(layout.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.columns.map((key) => ({ header: key, key, width: layout.widths[key] }));
  sheet.getRow(1).font = { bold: true };
  for (const key of layout.columns) {
    const format = layout.formats[key];
    if (format) sheet.getColumn(key).numFmt = format;
  }
  const help = workbook.addWorksheet('Notes');
  help.addRows(layout.notes.map((row) => [...row]));
  help.getRow(1).font = { bold: true };
  help.columns = layout.notesWidths.map((width) => ({ width }));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * `build` run once per brand id in this process, its bytes kept: a template depends only on the
 * brand's configuration, which does not change while the process runs, so every process builds its
 * own once and answers each download from memory. A build that fails is not kept.
 */
export function builtOncePerBrand<B extends { id: string }>(
  build: (brand: B) => Promise<Uint8Array>,
): (brand: B) => Promise<Uint8Array> {
  const built = new Map<string, Promise<Uint8Array>>();
  return (brand) => {
    let bytes = built.get(brand.id);
    if (!bytes) {
      bytes = build(brand);
      built.set(brand.id, bytes);
      bytes.catch(() => built.delete(brand.id));
    }
    return bytes;
  };
}
