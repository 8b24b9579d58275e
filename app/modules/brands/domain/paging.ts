/** A `?page=` value as a page number: anything but a whole number from 1 is the first page. */
export function pageNumber(value: string | null, maxPage = 10_000): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
