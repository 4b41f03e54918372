// The price list export: every product and variant of the store in the import's columns (core/price-list.ts), as CSV
// (UTF-8 with a BOM, so Excel reads Cyrillic) or XLSX. Importing the file back unchanged changes nothing.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PRICE_LIST_COLUMNS, priceListRows } from '../../../core/price-list';
import type { Db } from '../../db/client';
import { loadPriceListCatalog } from './import-products';

/** Columns Excel should keep as numbers (the rest are text, so "007" SKUs and barcodes keep their zeros). */
const NUMBER_COLUMNS = new Set(['price', 'compare_at_price', 'stock', 'weight_g']);

export async function exportPriceList(db: Db, storeId: string): Promise<string[][]> {
  const catalog = await loadPriceListCatalog(db, storeId, 'all');
  return priceListRows(catalog, [...catalog.products.values()]);
}

export async function exportPriceListCsv(db: Db, storeId: string): Promise<Buffer> {
  const rows = await exportPriceList(db, storeId);
  return Buffer.from(`\ufeff${Papa.unparse(rows, { newline: '\r\n' })}\r\n`, 'utf8');
}

export async function exportPriceListXlsx(db: Db, storeId: string): Promise<Buffer> {
  const rows = await exportPriceList(db, storeId);
  // The streaming writer: each row is written out as it is added (inline strings, no shared-strings table), where the
  // in-memory workbook keeps every cell as an object until the end (100,000 rows: a few seconds instead of half a minute).
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => out.on('end', resolve).on('error', reject));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Price list', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRICE_LIST_COLUMNS.map((c) => ({ key: c, width: c.startsWith('description') ? 40 : c.startsWith('name') ? 28 : 14, style: NUMBER_COLUMNS.has(c) ? {} : { numFmt: '@' } }));
  const numbers = PRICE_LIST_COLUMNS.map((c) => NUMBER_COLUMNS.has(c));
  rows.forEach((row, i) => {
    const added = sheet.addRow(i === 0 ? row : row.map((cell, j) => (numbers[j] && cell !== '' ? Number(cell) : cell)));
    if (i === 0) added.font = { bold: true };
    added.commit();
  });
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
