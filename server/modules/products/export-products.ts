// The price list export: every product and variant of the store in the import's columns (core/price-list.ts), as CSV
// (UTF-8 with a BOM, so Excel reads Cyrillic) or XLSX. Importing the file back unchanged changes nothing.
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
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Price list', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRICE_LIST_COLUMNS.map((c) => ({ key: c, width: c.startsWith('description') ? 40 : c.startsWith('name') ? 28 : 14, style: NUMBER_COLUMNS.has(c) ? {} : { numFmt: '@' } }));
  const numbers = PRICE_LIST_COLUMNS.map((c) => NUMBER_COLUMNS.has(c));
  rows.forEach((row, i) => {
    sheet.addRow(i === 0 ? row : row.map((cell, j) => (numbers[j] && cell !== '' ? Number(cell) : cell)));
  });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
