import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { BasketImportBody } from '#contract/studio/types';
import { STUDIO_LIMITS as L, STUDIO_MESSAGES as S } from '#contract/studio/rules';
import { VALIDATION_MESSAGES as M } from '#contract/forms/validation-messages';
import { publisherLine, publisherOf } from '#contract/baskets/publisher';
import type { AppEnv } from '../../app-env';
import { basketsChanged } from '../basket-cache';
import { reencode, setBasketImage } from '../basket-image';
import { saveFactsheet } from '../basket-store';
import { importRows } from '../import-rows';
import { parseCsv, type Table } from '../../spreadsheets/parse-csv';
import { SheetError, WorkbookTooLarge } from '../../spreadsheets/sheet-errors';
import { parseXlsx } from '../import-table';
import { createBasketOnly, type StudioEnv } from '../studio-guard';
import { ownBasket, type StudioAdviser } from '../studio-basket';
import { stampEveryPage, UnstampablePdf } from '../factsheet-stamp';
import { refused, studioBasketAnswer } from '../studio-answers';
import { readUpload, sniff, type UploadedFile } from '../upload-file';
import { pdfProblem } from '../../uploads/pdf-active-content';
import { fail, ok } from '../../http/envelope';
import { AppError } from '../../http/app-error';
import { BASKET_NOT_FOUND } from '../../baskets/basket-messages';

const fileRefused = (c: Context, message: string) => refused(c, { file: message });

/** The upload and the adviser's basket it names (form field basket_hash); throws the refusal (AppError). */
async function basketUpload(c: Context<StudioEnv>) {
  const upload = await readUpload(c);
  if ('problem' in upload) throw new AppError('invalid', upload.problem, { errors: { file: upload.problem } });
  const hash = upload.fields.basket_hash ?? '';
  const basket = await ownBasket(c.var.db, c.var.adviser.id, hash.slice(0, 64));
  if (!basket) throw new AppError('not-found', BASKET_NOT_FOUND);
  if (basket.status === 'closed') throw new AppError('conflict', S.closedUnchanged);
  return { file: upload.file, hash, basket };
}

/** The file's rows, or why it is refused whole: not a CSV or workbook, or past the workbook limits. */
async function importTable(file: UploadedFile): Promise<Table | string> {
  const kind = sniff(file.bytes);
  if (kind === 'text') return parseCsv(new TextDecoder().decode(file.bytes));
  if (kind !== 'zip') return S.importType;
  try {
    return await parseXlsx(file.bytes, L.importRowsMax);
  } catch (e) {
    if (e instanceof WorkbookTooLarge) return e.message;
    if (e instanceof SheetError) return S.importType;
    throw e;
  }
}

/**
 * The factsheet with its publisher's line along the foot of every page (docs/compliance.md, decision 0289),
 * or null when the PDF cannot be read to be stamped.
 */
async function publisherStamped(bytes: Uint8Array, adviser: StudioAdviser): Promise<Uint8Array | null> {
  const publisher = publisherOf(adviser.name, adviser.adviser_type, adviser.sebi_registration);
  try {
    return await stampEveryPage(bytes, `Published by ${publisherLine(publisher)}`);
  } catch (e) {
    if (e instanceof UnstampablePdf) return null;
    throw e;
  }
}

/** Files the studio takes (docs/studio.md, "Files"): an import to read, a factsheet, an image. */
export function studioBasketFileRoutes() {
  const r = new Hono<AppEnv>();

  r.post(at(API.studio.import), ...createBasketOnly, async (c) => {
    const upload = await readUpload(c);
    if ('problem' in upload) return fileRefused(c, upload.problem);
    if (upload.file.bytes.length > L.importBytes) return fail(c, 413, S.importTooLarge, { file: S.importTooLarge });
    const table = await importTable(upload.file);
    if (typeof table === 'string') return fileRefused(c, table);
    const answer = importRows(table, c.var.market);
    if (typeof answer === 'string') return fileRefused(c, answer);
    return ok<BasketImportBody>(c, answer);
  });

  r.post(at(API.studio.factsheetAdd), ...createBasketOnly, async (c) => {
    const up = await basketUpload(c);
    if (up.file.bytes.length > L.factsheetBytes)
      return fail(c, 413, S.factsheetTooLarge, { file: S.factsheetTooLarge });
    if (sniff(up.file.bytes) !== 'pdf') return fileRefused(c, S.factsheetType);
    const active = pdfProblem(up.file.bytes);
    if (active) return fileRefused(c, active);
    const stamped = await publisherStamped(up.file.bytes, c.var.adviser);
    if (!stamped) return fileRefused(c, S.factsheetUnreadable);
    const name = /\.pdf$/i.test(up.file.name) ? up.file.name : `${up.file.name.slice(0, 190)}.pdf`;
    await saveFactsheet(c.var.db, up.basket.id, name, stamped);
    if (up.basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, up.hash);
  });

  r.post(at(API.studio.imageAdd), ...createBasketOnly, async (c) => {
    const up = await basketUpload(c);
    if (up.file.bytes.length > L.basketImageBytes) return fail(c, 413, M.imageTooLarge, { file: M.imageTooLarge });
    const kind = sniff(up.file.bytes);
    if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp') return fileRefused(c, S.imageType);
    const image = await reencode(up.file.bytes, kind);
    if (!image) return fileRefused(c, S.imageType);
    await setBasketImage(c.var.db, up.basket.id, c.var.user.id, up.file.name, image);
    if (up.basket.status !== 'draft') basketsChanged(c);
    return studioBasketAnswer(c, up.hash);
  });

  return r;
}
