import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

type PaginationProps = {
  page: number;
  totalPages: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** A list's page and page size, spread into <Pagination>; a new page size starts again from page 1. */
export function usePaging(pageSizes: readonly number[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const onPageSizeChange = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  return { page, pageSize, pageSizes, onPageChange: setPage, onPageSizeChange };
}

export function Pagination({ page, totalPages, pageSize, pageSizes, onPageChange, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <nav aria-label={t('common.pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <label htmlFor={sizeId}>{t('common.pagination.pageSize')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          {t('common.pagination.previous')}
        </Button>
        <span className="text-sm text-slate-700" aria-current="page">
          {t('common.pagination.page', { page, totalPages: Math.max(totalPages, 1) })}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
          {t('common.pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
