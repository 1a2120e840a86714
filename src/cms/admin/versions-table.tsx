"use client";
import type { Column } from "payload";
import { Pagination, PerPage, Table, useListQuery, useTranslation } from "@payloadcms/ui";
import { useSearchParams } from "next/navigation";

export type VersionColumn = Column;

/**
 * The table of the Versions view (src/cms/admin/versions-view.tsx) with Payload's pages and page size, as
 * Payload 3.90.1's own versions table has them.
 */
export function VersionsTable({ columns, paginationLimits }: { columns: Column[]; paginationLimits?: number[] }) {
  const { data, handlePageChange, handlePerPageChange } = useListQuery();
  const { i18n } = useTranslation();
  const limit = useSearchParams().get("limit");
  const total = data?.totalDocs ?? 0;
  if (!data) return null;
  if (total === 0) return <div className="versions__no-versions">{i18n.t("version:noFurtherVersionsFound")}</div>;
  const page = data.page ?? 1;
  const last = data.totalPages > 1 && data.totalPages !== page ? data.limit * page : total;
  return (
    <>
      <Table columns={columns} data={data.docs} />
      <div className="versions__page-controls">
        <Pagination
          hasNextPage={data.hasNextPage}
          hasPrevPage={data.hasPrevPage}
          limit={data.limit}
          nextPage={data.nextPage ?? undefined}
          numberOfNeighbors={1}
          onChange={handlePageChange}
          page={page}
          prevPage={data.prevPage ?? undefined}
          totalPages={data.totalPages}
        />
        <div className="versions__page-info">
          {page * data.limit - (data.limit - 1)}-{last} {i18n.t("general:of")} {total}
        </div>
        <PerPage
          handleChange={handlePerPageChange}
          limit={limit ? Number(limit) : 10}
          limits={paginationLimits ?? []}
        />
      </div>
    </>
  );
}
