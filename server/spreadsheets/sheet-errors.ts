/** The bytes are no readable workbook (a broken zip, a zip of something else). */
export class SheetError extends Error {}

/** The workbook holds more than WORKBOOK_LIMITS allow: the message says what, for the person uploading. */
export class WorkbookTooLarge extends SheetError {}
